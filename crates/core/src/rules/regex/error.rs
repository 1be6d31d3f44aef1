//! Pattern errors.

use std::fmt;

/// Why a pattern could not be compiled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RegexError {
    /// The pattern text is malformed at character `pos`.
    Syntax {
        /// Character index in the pattern.
        pos: usize,
        /// What is wrong.
        reason: String,
    },
    /// A flag other than `i`, `m`, `s`, `u`, `x` (and the ignored `g`, `y`, `d`).
    UnknownFlag(char),
    /// The compiled program would exceed the size limit (20,000 instructions; nested
    /// repetition counts multiply).
    TooLarge,
    /// The parameter does not look like `/pattern/flags`.
    Delimiters,
}

impl fmt::Display for RegexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RegexError::Syntax { pos, reason } => {
                write!(f, "invalid pattern at character {pos}: {reason}")
            }
            RegexError::UnknownFlag(c) => {
                write!(
                    f,
                    "unknown flag `{c}` (supported: i, m, s, u, x; g, y and d are accepted and ignored)"
                )
            }
            RegexError::TooLarge => write!(
                f,
                "pattern is too large (over 20,000 instructions with its repetitions expanded)"
            ),
            RegexError::Delimiters => write!(f, "expected `/pattern/flags`"),
        }
    }
}

impl std::error::Error for RegexError {}
