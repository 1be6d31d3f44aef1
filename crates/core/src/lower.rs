//! `char::to_lowercase` from a compact table (docs/size.md).
//!
//! std's lower-case table is about 11.7 KB of wasm data (4.3 KB gzip) in every app that folds search text. [`to_lower`] gives exactly what
//! `char::to_lowercase` gives, for every `char` (a test checks all of them), from runs of
//! characters whose lower case is the character plus a constant: consecutive ones (`A`–`Z`)
//! or every other one (`Ā ā Ă ă …`).

/// The lower-case form of `c`, exactly as `char::to_lowercase`: one character, or two for
/// U+0130 (`İ` → `i` + U+0307).
pub(crate) fn to_lower(c: char) -> impl Iterator<Item = char> + Clone {
    let (first, second) = if c == '\u{130}' {
        ('i', Some('\u{307}'))
    } else {
        (lower_single(c), None)
    };
    core::iter::once(first).chain(second)
}

/// The lower case of every character but U+0130.
fn lower_single(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    let u = u32::from(c);
    let after = RUNS.partition_point(|&(key, _)| key & START <= u);
    let Some(&(key, delta)) = after.checked_sub(1).and_then(|i| RUNS.get(i)) else {
        return c;
    };
    let offset = u - (key & START);
    let stride = if key & STRIDE_2 == 0 { 1 } else { 2 };
    if offset % stride != 0 || offset / stride >= (key >> COUNT_SHIFT) & COUNT {
        return c;
    }
    char::from_u32(u.wrapping_add_signed(delta)).unwrap_or(c)
}

/// Bits of a run's key: its first character,
const START: u32 = 0x1F_FFFF;
/// its number of characters (bits 21 to 27),
const COUNT_SHIFT: u32 = 21;
const COUNT: u32 = 0x7F;
/// and whether it takes every other character (bit 28).
const STRIDE_2: u32 = 1 << 28;

/// A run of `count` characters from `start`, `stride` (1 or 2) apart, whose lower case is
/// the character plus `delta`.
const fn r(start: u32, count: u32, stride: u32, delta: i32) -> (u32, i32) {
    let stride_bit = if stride == 2 { STRIDE_2 } else { 0 };
    (start | count << COUNT_SHIFT | stride_bit, delta)
}

/// Every character whose lower case is another single character, in runs sorted by their
/// first character (printed once from `char::to_lowercase` of Rust 1.95, Unicode 17; the
/// test below checks the table against the std of the toolchain that runs it).
#[rustfmt::skip]
static RUNS: [(u32, i32); 185] = [
    r(0x0041, 26, 1, 32), r(0x00C0, 23, 1, 32), r(0x00D8, 7, 1, 32), r(0x0100, 24, 2, 1),
    r(0x0132, 3, 2, 1), r(0x0139, 8, 2, 1), r(0x014A, 23, 2, 1), r(0x0178, 1, 1, -121),
    r(0x0179, 3, 2, 1), r(0x0181, 1, 1, 210), r(0x0182, 2, 2, 1), r(0x0186, 1, 1, 206),
    r(0x0187, 1, 1, 1), r(0x0189, 2, 1, 205), r(0x018B, 1, 1, 1), r(0x018E, 1, 1, 79),
    r(0x018F, 1, 1, 202), r(0x0190, 1, 1, 203), r(0x0191, 1, 1, 1), r(0x0193, 1, 1, 205),
    r(0x0194, 1, 1, 207), r(0x0196, 1, 1, 211), r(0x0197, 1, 1, 209), r(0x0198, 1, 1, 1),
    r(0x019C, 1, 1, 211), r(0x019D, 1, 1, 213), r(0x019F, 1, 1, 214), r(0x01A0, 3, 2, 1),
    r(0x01A6, 1, 1, 218), r(0x01A7, 1, 1, 1), r(0x01A9, 1, 1, 218), r(0x01AC, 1, 1, 1),
    r(0x01AE, 1, 1, 218), r(0x01AF, 1, 1, 1), r(0x01B1, 2, 1, 217), r(0x01B3, 2, 2, 1),
    r(0x01B7, 1, 1, 219), r(0x01B8, 1, 1, 1), r(0x01BC, 1, 1, 1), r(0x01C4, 1, 1, 2),
    r(0x01C5, 1, 1, 1), r(0x01C7, 1, 1, 2), r(0x01C8, 1, 1, 1), r(0x01CA, 1, 1, 2),
    r(0x01CB, 9, 2, 1), r(0x01DE, 9, 2, 1), r(0x01F1, 1, 1, 2), r(0x01F2, 2, 2, 1),
    r(0x01F6, 1, 1, -97), r(0x01F7, 1, 1, -56), r(0x01F8, 20, 2, 1), r(0x0220, 1, 1, -130),
    r(0x0222, 9, 2, 1), r(0x023A, 1, 1, 10795), r(0x023B, 1, 1, 1), r(0x023D, 1, 1, -163),
    r(0x023E, 1, 1, 10792), r(0x0241, 1, 1, 1), r(0x0243, 1, 1, -195), r(0x0244, 1, 1, 69),
    r(0x0245, 1, 1, 71), r(0x0246, 5, 2, 1), r(0x0370, 2, 2, 1), r(0x0376, 1, 1, 1),
    r(0x037F, 1, 1, 116), r(0x0386, 1, 1, 38), r(0x0388, 3, 1, 37), r(0x038C, 1, 1, 64),
    r(0x038E, 2, 1, 63), r(0x0391, 17, 1, 32), r(0x03A3, 9, 1, 32), r(0x03CF, 1, 1, 8),
    r(0x03D8, 12, 2, 1), r(0x03F4, 1, 1, -60), r(0x03F7, 1, 1, 1), r(0x03F9, 1, 1, -7),
    r(0x03FA, 1, 1, 1), r(0x03FD, 3, 1, -130), r(0x0400, 16, 1, 80), r(0x0410, 32, 1, 32),
    r(0x0460, 17, 2, 1), r(0x048A, 27, 2, 1), r(0x04C0, 1, 1, 15), r(0x04C1, 7, 2, 1),
    r(0x04D0, 48, 2, 1), r(0x0531, 38, 1, 48), r(0x10A0, 38, 1, 7264), r(0x10C7, 1, 1, 7264),
    r(0x10CD, 1, 1, 7264), r(0x13A0, 80, 1, 38864), r(0x13F0, 6, 1, 8), r(0x1C89, 1, 1, 1),
    r(0x1C90, 43, 1, -3008), r(0x1CBD, 3, 1, -3008), r(0x1E00, 75, 2, 1), r(0x1E9E, 1, 1, -7615),
    r(0x1EA0, 48, 2, 1), r(0x1F08, 8, 1, -8), r(0x1F18, 6, 1, -8), r(0x1F28, 8, 1, -8),
    r(0x1F38, 8, 1, -8), r(0x1F48, 6, 1, -8), r(0x1F59, 4, 2, -8), r(0x1F68, 8, 1, -8),
    r(0x1F88, 8, 1, -8), r(0x1F98, 8, 1, -8), r(0x1FA8, 8, 1, -8), r(0x1FB8, 2, 1, -8),
    r(0x1FBA, 2, 1, -74), r(0x1FBC, 1, 1, -9), r(0x1FC8, 4, 1, -86), r(0x1FCC, 1, 1, -9),
    r(0x1FD8, 2, 1, -8), r(0x1FDA, 2, 1, -100), r(0x1FE8, 2, 1, -8), r(0x1FEA, 2, 1, -112),
    r(0x1FEC, 1, 1, -7), r(0x1FF8, 2, 1, -128), r(0x1FFA, 2, 1, -126), r(0x1FFC, 1, 1, -9),
    r(0x2126, 1, 1, -7517), r(0x212A, 1, 1, -8383), r(0x212B, 1, 1, -8262), r(0x2132, 1, 1, 28),
    r(0x2160, 16, 1, 16), r(0x2183, 1, 1, 1), r(0x24B6, 26, 1, 26), r(0x2C00, 48, 1, 48),
    r(0x2C60, 1, 1, 1), r(0x2C62, 1, 1, -10743), r(0x2C63, 1, 1, -3814), r(0x2C64, 1, 1, -10727),
    r(0x2C67, 3, 2, 1), r(0x2C6D, 1, 1, -10780), r(0x2C6E, 1, 1, -10749), r(0x2C6F, 1, 1, -10783),
    r(0x2C70, 1, 1, -10782), r(0x2C72, 1, 1, 1), r(0x2C75, 1, 1, 1), r(0x2C7E, 2, 1, -10815),
    r(0x2C80, 50, 2, 1), r(0x2CEB, 2, 2, 1), r(0x2CF2, 1, 1, 1), r(0xA640, 23, 2, 1),
    r(0xA680, 14, 2, 1), r(0xA722, 7, 2, 1), r(0xA732, 31, 2, 1), r(0xA779, 2, 2, 1),
    r(0xA77D, 1, 1, -35332), r(0xA77E, 5, 2, 1), r(0xA78B, 1, 1, 1), r(0xA78D, 1, 1, -42280),
    r(0xA790, 2, 2, 1), r(0xA796, 10, 2, 1), r(0xA7AA, 1, 1, -42308), r(0xA7AB, 1, 1, -42319),
    r(0xA7AC, 1, 1, -42315), r(0xA7AD, 1, 1, -42305), r(0xA7AE, 1, 1, -42308),
    r(0xA7B0, 1, 1, -42258), r(0xA7B1, 1, 1, -42282), r(0xA7B2, 1, 1, -42261), r(0xA7B3, 1, 1, 928),
    r(0xA7B4, 8, 2, 1), r(0xA7C4, 1, 1, -48), r(0xA7C5, 1, 1, -42307), r(0xA7C6, 1, 1, -35384),
    r(0xA7C7, 2, 2, 1), r(0xA7CB, 1, 1, -42343), r(0xA7CC, 8, 2, 1), r(0xA7DC, 1, 1, -42561),
    r(0xA7F5, 1, 1, 1), r(0xFF21, 26, 1, 32), r(0x10400, 40, 1, 40), r(0x104B0, 36, 1, 40),
    r(0x10570, 11, 1, 39), r(0x1057C, 15, 1, 39), r(0x1058C, 7, 1, 39), r(0x10594, 2, 1, 39),
    r(0x10C80, 51, 1, 64), r(0x10D50, 22, 1, 32), r(0x118A0, 32, 1, 32), r(0x16E40, 32, 1, 32),
    r(0x16EA0, 25, 1, 27), r(0x1E900, 34, 1, 34),
];

#[cfg(test)]
mod tests {
    use super::to_lower;

    /// Every character gives what std gives. A std older than Unicode 17 lacks the case pairs
    /// Unicode 17 added (U+A7CE, U+16EA0, …) and leaves those characters as they are; a newer
    /// Unicode fails here until `RUNS` is printed again (`print_runs` below).
    #[test]
    fn equals_std_for_every_char() {
        for c in (0..=0x10_FFFF_u32).filter_map(char::from_u32) {
            let ours: String = to_lower(c).collect();
            let std: String = c.to_lowercase().collect();
            let older_std = char::UNICODE_VERSION < (17, 0, 0) && std == c.to_string();
            assert!(
                ours == std || older_std,
                "U+{:04X}: {ours:?} != {std:?}",
                u32::from(c)
            );
        }
    }

    /// Prints `RUNS` from this toolchain's `char::to_lowercase`:
    /// `cargo test -p yewform-core --lib print_runs -- --ignored --nocapture`.
    #[test]
    #[ignore = "prints the table"]
    fn print_runs() {
        let mapped: Vec<(u32, i64)> = (0..=0x10_FFFF_u32)
            .filter_map(char::from_u32)
            .filter(|&c| c != '\u{130}')
            .filter_map(|c| {
                let l = c.to_lowercase().next()?;
                (l != c).then(|| {
                    (
                        u32::from(c),
                        i64::from(u32::from(l)) - i64::from(u32::from(c)),
                    )
                })
            })
            .collect();
        let mut rest = mapped.as_slice();
        let mut runs = Vec::new();
        while let Some(&(start, delta)) = rest.first() {
            // The longest run from `start` with stride 1, else stride 2 (ties: stride 1).
            let run = |stride: u32| {
                let mut last = start;
                rest.iter()
                    .skip(1)
                    .take_while(|&&(u, d)| {
                        let next = u == last + stride && d == delta;
                        last = u;
                        next
                    })
                    .count()
                    + 1
            };
            let (count, stride) = if run(2) > run(1) {
                (run(2), 2)
            } else {
                (run(1), 1)
            };
            runs.push(format!("r(0x{start:04X}, {count}, {stride}, {delta})"));
            rest = rest.get(count..).unwrap_or_default();
        }
        println!("{} runs:\n{}", runs.len(), runs.join(", "));
    }
}
