//! The backtracking matcher.
//!
//! It remembers every (instruction, position) pair it has already explored, so each pair
//! runs at most once: matching is linear in `program length × input length`, and a
//! pattern such as `(a+)+b` cannot backtrack catastrophically. When that table would be
//! too big, it runs without it under a step budget.
//!
//! It never recurses: backtracking uses an explicit stack, which gains at most one entry
//! per step, so both time and memory are bounded by [`STEP_BUDGET`].

use super::ast::{fold, is_line_terminator, is_word_char};
use super::program::{Flags, Inst};

/// The most steps a match may take before it gives up.
pub const STEP_BUDGET: usize = 2_000_000;

/// The largest visited table (in bits) the matcher allocates.
const MAX_VISITED_BITS: usize = 1 << 25;

/// The step budget ran out before the matcher decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BudgetExceeded;

/// Runs `prog` on `input`.
pub fn is_match(prog: &[Inst], flags: Flags, input: &str) -> Result<bool, BudgetExceeded> {
    let chars: Vec<char> = input.chars().collect();
    let width = chars.len() + 1;
    let cells = prog.len().saturating_mul(width);
    let mut visited = if cells <= MAX_VISITED_BITS {
        Some(vec![0u64; cells / 64 + 1])
    } else {
        None
    };
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    let mut steps = 0usize;
    while let Some((mut pc, mut pos)) = stack.pop() {
        loop {
            steps += 1;
            if steps > STEP_BUDGET {
                return Err(BudgetExceeded);
            }
            if let Some(bits) = visited.as_mut() {
                let cell = pc * width + pos;
                let (word, bit) = (cell / 64, 1u64 << (cell % 64));
                match bits.get_mut(word) {
                    Some(w) if *w & bit != 0 => break,
                    Some(w) => *w |= bit,
                    None => break,
                }
            }
            let Some(inst) = prog.get(pc) else { break };
            let cur = chars.get(pos).copied();
            match inst {
                Inst::Match => return Ok(true),
                Inst::Char(want) => match cur {
                    Some(c) if (if flags.icase { fold(c) } else { c }) == *want => {
                        pc += 1;
                        pos += 1;
                    }
                    _ => break,
                },
                Inst::Any => match cur {
                    Some(c) if flags.dot_all || !is_line_terminator(c) => {
                        pc += 1;
                        pos += 1;
                    }
                    _ => break,
                },
                Inst::AnyAll => {
                    if cur.is_none() {
                        break;
                    }
                    pc += 1;
                    pos += 1;
                }
                Inst::Class(set) => match cur {
                    Some(c) if set.matches(c, flags.icase) => {
                        pc += 1;
                        pos += 1;
                    }
                    _ => break,
                },
                Inst::Split(a, b) => {
                    stack.push((*b, pos));
                    pc = *a;
                }
                Inst::Jmp(t) => pc = *t,
                Inst::Start => {
                    let prev = pos.checked_sub(1).and_then(|p| chars.get(p)).copied();
                    let ok = pos == 0 || (flags.multiline && prev.is_some_and(is_line_terminator));
                    if !ok {
                        break;
                    }
                    pc += 1;
                }
                Inst::End => {
                    let ok =
                        cur.is_none() || (flags.multiline && cur.is_some_and(is_line_terminator));
                    if !ok {
                        break;
                    }
                    pc += 1;
                }
                Inst::WordBoundary(want) => {
                    let prev = pos.checked_sub(1).and_then(|p| chars.get(p)).copied();
                    let before = prev.is_some_and(is_word_char);
                    let after = cur.is_some_and(is_word_char);
                    if (before != after) != *want {
                        break;
                    }
                    pc += 1;
                }
            }
        }
    }
    Ok(false)
}
