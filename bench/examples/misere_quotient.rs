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
//! or `error <message>` in place of all but the first and last line. The
//! time covers the engine only (the quotient of heaps 0..=maxheap).
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
        let start = Instant::now();
        let result = Quotient::of_octal(code, max_heap, Limits::default());
        let ns = start.elapsed().as_nanos();
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
    }
}
