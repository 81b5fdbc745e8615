use grundy_core::explore::{Bits, Pairs, Rules, Table, Triples, Upto};
fn main() {
    // 1537D
    let g = Rules::new(Upto(400), |&n: &u64, out: &mut Vec<u64>| {
        out.extend((2..n).filter(|d| n % d == 0).map(|d| n - d))
    });
    let t = g.grundy_table().unwrap();
    println!("== 1537D\n{}", t.patterns());
    // 150A misere
    let g = Rules::new(Upto(400), |&n: &u64, out: &mut Vec<u64>| {
        out.extend((2..n).filter(|d| n % d == 0))
    });
    let t = g.misere_table().unwrap();
    println!("== 150A\n{}", t.patterns());
    // Harlequin
    let g = Rules::new(
        Triples(9, 9, 9),
        |&(a, b, c): &(u64, u64, u64), out: &mut Vec<(u64, u64, u64)>| {
            for m in 1..8u64 {
                let (x, y, z) = (m & 1, (m >> 1) & 1, (m >> 2) & 1);
                if x <= a && y <= b && z <= c {
                    out.push((a - x, b - y, c - z));
                }
            }
        },
    );
    let t = g.grundy_table().unwrap();
    println!("== harlequin 3\n{}", t.patterns());
    let g = Rules::new(
        Pairs(20, 20),
        |&(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>| {
            for m in 1..4u64 {
                let (x, y) = (m & 1, (m >> 1) & 1);
                if x <= a && y <= b {
                    out.push((a - x, b - y));
                }
            }
        },
    );
    let t = g.grundy_table().unwrap();
    println!("== harlequin 2\n{}", t.patterns());
    // ARC131C: cookies are the values 0..K; bit K: the game has begun.
    const K: u32 = 8;
    let play = Rules::new(Bits(K + 1), |&m: &u64, out: &mut Vec<u64>| {
        let set = m & ((1 << K) - 1);
        let begun = m >> K == 1;
        let x = (0..K)
            .filter(|&i| set >> i & 1 == 1)
            .fold(0u64, |a, i| a ^ i as u64);
        if begun && x == 0 {
            return;
        }
        for i in 0..K {
            if set >> i & 1 == 1 {
                out.push((set & !(1 << i)) | 1 << K);
            }
        }
    });
    let t = play.grundy_table().unwrap();
    let start = Table::from_fn(Bits(K), |&m| t.get(&m).unwrap());
    println!("== arc131c\n{}", start.patterns());
}
