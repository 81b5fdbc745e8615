//! The misère quotient of octal codes, in the lines the MisereSolver
//! comparison reads: `misere_quotient <maxheap> <code>...`. For each code:
//!
//! ```text
//! code 0.75
//! changes 1 2 5
//! order 8
//! p 2
//! presentation Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}
//! phi 1 a b a b c b c b ab2 …
//! engine-ns 123456
//! ```
//!
//! or `error <message>` in place of all but the first and last line, then
//! `cpu-ns N`. The times cover the engine only (the quotient of heaps
//! 0..=maxheap): wall time, and the CPU time of this thread
//! (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`, Linux), which a loaded machine
//! does not inflate.
use grundy_core::misere::quotient::{Limits, Quotient};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: misere_quotient <maxheap> <code>...");
        std::process::exit(2);
    }
    let max_heap: usize = args[1].parse().expect("maxheap");
    for code in &args[2..] {
        println!("code {}", code);
        let cpu = thread_cpu_ns();
        let start = Instant::now();
        let result = Quotient::of_octal(code, max_heap, Limits::default());
        let ns = start.elapsed().as_nanos();
        let cpu_ns = thread_cpu_ns() - cpu;
        match result {
            Ok(q) => {
                let heaps: Vec<String> = q.changes().iter().map(|c| c.heap.to_string()).collect();
                println!("changes {}", heaps.join(" "));
                println!("order {}", q.order());
                println!("p {}", q.p_portion_size());
                println!("presentation {}", q.monoid());
                let phi: Vec<String> = q.phi().iter().map(|w| w.to_string()).collect();
                println!("phi {}", phi.join(" "));
            }
            Err(e) => println!("error {}", e),
        }
        println!("engine-ns {}", ns);
        println!("cpu-ns {}", cpu_ns);
    }
}

/// `struct timespec` of Linux on 64-bit targets.
#[repr(C)]
struct Timespec {
    sec: i64,
    nsec: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, out: *mut Timespec) -> i32;
}

/// This thread's CPU time so far, in nanoseconds.
fn thread_cpu_ns() -> u64 {
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut t = Timespec { sec: 0, nsec: 0 };
    // SAFETY: clock_gettime writes one timespec to a valid pointer.
    let ok = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
    if ok {
        t.sec as u64 * 1_000_000_000 + t.nsec as u64
    } else {
        0
    }
}
