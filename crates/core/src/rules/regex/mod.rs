//! A small backtracking regular-expression engine for the `regex` and `not_regex` rules
//! (the crate takes no `regex` dependency).
//!
//! Supported subset (JavaScript syntax, as the reference's patterns are written):
//!
//! - literals, `.`, escaped punctuation (`\.`, `\/`, …), `\n \r \t \f \v \0`, `\xHH`,
//!   `\uHHHH`, `\u{H…}`;
//! - classes `[a-z0-9_]`, `[^…]`, with escapes and `\d \w \s \D \W \S` inside;
//! - `\d \w \s \D \W \S` (ASCII digits and word characters, Unicode white space, as in
//!   JavaScript), `\b`, `\B`;
//! - anchors `^ $`; groups `( )`, `(?: )`, `(?<name> )` (all only group, nothing is
//!   captured), nested at most [`MAX_NESTING`] (64) levels; alternation `|`;
//! - quantifiers `* + ? {n} {n,} {n,m}` (up to 1000), greedy or lazy (`*?`, …); a `{`
//!   that does not start a quantifier is a literal, as in JavaScript;
//! - flags `i` (case-insensitive, simple one-character case folding), `m` (`^`/`$` at
//!   line boundaries), `s` (`.` matches line terminators), `u` (accepted; matching is
//!   always by Unicode scalar value), `x` (white space and `#` comments in the pattern are
//!   ignored outside classes); `g`, `y` and `d` are accepted and ignored (a rule tests the
//!   whole value once, from its start, as the reference does after dropping every flag: `y`
//!   does not anchor).
//!
//! Not supported (a compile error, never a silent mismatch): lookahead and lookbehind,
//! backreferences, Unicode property escapes (`\p{L}`), other flags.
//!
//! Nothing recurses without a bound: parsing, compiling and dropping a pattern recurse
//! once per group level (at most [`MAX_NESTING`]), and the compiled program is capped at
//! 20,000 instructions ([`RegexError::TooLarge`]). That size is computed from the parsed
//! pattern before anything is compiled: nested counts multiply (`(?:(?:a){100}){300}` is
//! 30,000) and a part that compiles to nothing (an empty group, `x{0}`) still counts as
//! one, so `(?:(?:(?:(?:){1000}){1000}){1000}){1000}` is refused at once instead of
//! compiling for minutes. Matching does not recurse at all (an
//! explicit backtrack stack). It remembers which (instruction, position) pairs it has
//! explored, so it is linear in pattern size × input size and a pattern such as `(a+)+$`
//! cannot backtrack catastrophically; when that table would be too large, a step budget
//! ([`STEP_BUDGET`]) bounds it instead, and running out is reported as [`BudgetExceeded`].
//! The `regex` and `not_regex` rules both treat that as a failed check (fail closed: the
//! value is invalid), never a panic or a hang.

mod ast;
mod error;
mod exec;
mod parse;
mod program;

use std::fmt;
use std::sync::Arc;

pub use error::RegexError;
pub use exec::{BudgetExceeded, STEP_BUDGET};
pub use parse::MAX_NESTING;
use program::{Flags, Inst};

/// A compiled pattern. Cloning is cheap (the program is shared).
#[derive(Clone)]
pub struct Regex {
    source: String,
    flags_text: String,
    flags: Flags,
    program: Arc<Vec<Inst>>,
}

impl fmt::Debug for Regex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Regex(/{}/{})", self.source, self.flags_text)
    }
}

impl PartialEq for Regex {
    fn eq(&self, other: &Self) -> bool {
        self.source == other.source && self.flags_text == other.flags_text
    }
}

impl Regex {
    /// Compiles `pattern` with `flags` (any of `imsux`; `g`, `y` and `d` are accepted and
    /// ignored).
    pub fn new(pattern: &str, flags: &str) -> Result<Regex, RegexError> {
        let mut f = Flags::default();
        let mut extended = false;
        for c in flags.chars() {
            match c {
                'i' => f.icase = true,
                'm' => f.multiline = true,
                's' => f.dot_all = true,
                // `g`, `y`, `d`: nothing to change in one test of the value (see the module
                // docs); a pattern copied from JavaScript with `/g` keeps working.
                'u' | 'g' | 'y' | 'd' => {}
                'x' => extended = true,
                other => return Err(RegexError::UnknownFlag(other)),
            }
        }
        let node = parse::parse(pattern, extended)?;
        let program = program::compile(&node, f)?;
        Ok(Regex {
            source: pattern.to_string(),
            flags_text: flags.to_string(),
            flags: f,
            program: Arc::new(program),
        })
    }

    /// Compiles a `/pattern/flags` literal, as written in a rule (`regex:/^a.+$/i`). Text
    /// that does not start with `/` is taken as a bare pattern without flags.
    pub fn from_literal(text: &str) -> Result<Regex, RegexError> {
        let Some(rest) = text.strip_prefix('/') else {
            return Regex::new(text, "");
        };
        let Some(end) = rest.rfind('/') else {
            return Err(RegexError::Delimiters);
        };
        let (pattern, flags) = rest.split_at(end);
        Regex::new(pattern, flags.get(1..).unwrap_or(""))
    }

    /// Whether the pattern matches anywhere in `input`.
    pub fn is_match(&self, input: &str) -> Result<bool, BudgetExceeded> {
        exec::is_match(&self.program, self.flags, input)
    }

    /// The pattern text (without delimiters and flags).
    pub fn source(&self) -> &str {
        &self.source
    }

    /// The flags text.
    pub fn flags(&self) -> &str {
        &self.flags_text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(p: &str, f: &str, s: &str) -> bool {
        Regex::new(p, f).unwrap().is_match(s).unwrap()
    }

    #[test]
    fn literals_and_anchors() {
        assert!(m("abc", "", "xxabcxx"));
        assert!(!m("^abc$", "", "xabc"));
        assert!(m("^abc$", "", "abc"));
        assert!(!m("^abc$", "", "abc\n"));
        assert!(m("^abc$", "m", "x\nabc\ny"));
        assert!(m("", "", ""));
    }

    #[test]
    fn classes_and_shorthands() {
        assert!(m("^[a-z0-9_]+$", "", "ab_9"));
        assert!(!m("^[a-z0-9_]+$", "", "ab-9"));
        assert!(m("^[^0-9]+$", "", "abc"));
        assert!(!m("^[^0-9]+$", "", "a1c"));
        assert!(m(r"^\d{3}-\d{2}$", "", "123-45"));
        assert!(!m(r"^\d{3}-\d{2}$", "", "12-345"));
        assert!(m(r"^\w+\s\W$", "", "ab_ !"));
        assert!(m(r"^[\d\-]+$", "", "1-2"));
        assert!(m(r"^[a-]+$", "", "a-a"));
        assert!(m(r"^\D\S$", "", "a!"));
        assert!(m(r"\bcat\b", "", "a cat!"));
        assert!(!m(r"\bcat\b", "", "concat"));
        assert!(m(r"^\x41\u0042\u{43}$", "", "ABC"));
    }

    #[test]
    fn groups_alternation_quantifiers() {
        assert!(m("^(ab|cd)+$", "", "abcdab"));
        assert!(!m("^(ab|cd)+$", "", "abc"));
        assert!(m("^(?:a|b)?c$", "", "c"));
        assert!(m("^a{2,3}$", "", "aaa"));
        assert!(!m("^a{2,3}$", "", "aaaa"));
        assert!(m("^a{2,}$", "", "aaaaa"));
        assert!(!m("^a{2}$", "", "a"));
        assert!(m("^a+?b$", "", "aaab"));
        assert!(m("^a{,2}$", "", "a{,2}"));
        assert!(m("^x{$", "", "x{"));
        assert!(m("^(?<y>\\d{4})$", "", "2024"));
    }

    #[test]
    fn flags() {
        assert!(m("^abc$", "i", "ABC"));
        assert!(!m("^abc$", "", "ABC"));
        assert!(m("^[a-c]+$", "i", "AbC"));
        assert!(m("^Ä$", "i", "ä"));
        assert!(!m("^a.b$", "", "a\nb"));
        assert!(m("^a.b$", "s", "a\nb"));
        assert!(m("^a b # comment\n c$", "x", "abc"));
        assert!(m("^a$", "u", "a"));
        assert!(m("^a$", "g", "a"));
        assert!(m("b", "y", "ab"));
        assert!(m("^a$", "d", "a"));
        assert_eq!(Regex::new("a", "v"), Err(RegexError::UnknownFlag('v')));
    }

    #[test]
    fn literal_syntax() {
        let r = Regex::from_literal("/^a.+$/i").unwrap();
        assert!(r.is_match("Abc").unwrap());
        assert_eq!(r.source(), "^a.+$");
        assert_eq!(r.flags(), "i");
        assert!(
            Regex::from_literal("/a/b/")
                .unwrap()
                .is_match("a/b")
                .unwrap()
        );
        assert!(Regex::from_literal("^x$").unwrap().is_match("x").unwrap());
        assert_eq!(Regex::from_literal("/abc"), Err(RegexError::Delimiters));
    }

    #[test]
    fn errors() {
        for bad in [
            "(", ")", "[a", "*a", "a**", "a{3,2}", r"\1", "(?=a)", r"\p{L}", "a{2000}", "\\",
        ] {
            assert!(Regex::new(bad, "").is_err(), "{bad} should fail");
        }
    }

    #[test]
    fn nesting_is_limited() {
        let deep = |n: usize, closed: bool| {
            let close = if closed { ")".repeat(n) } else { String::new() };
            format!("{}a{close}", "(".repeat(n))
        };
        assert!(m(&deep(MAX_NESTING, true), "", "a"));
        assert!(m(&format!("(?:{})", deep(MAX_NESTING - 1, true)), "", "a"));
        for pattern in [
            deep(MAX_NESTING + 1, true),
            deep(10_000, true),
            deep(10_000, false),
            format!("(?:{})", deep(MAX_NESTING, true)),
        ] {
            let Err(RegexError::Syntax { reason, .. }) = Regex::new(&pattern, "") else {
                panic!("nesting above the limit must fail");
            };
            assert_eq!(reason, "groups nested deeper than 64 levels");
        }
        assert_eq!(
            Regex::new(&deep(10_000, false), "")
                .unwrap_err()
                .to_string(),
            "invalid pattern at character 64: groups nested deeper than 64 levels"
        );
        // Siblings do not add up.
        let wide = format!("^{}$", deep(MAX_NESTING, true).repeat(50));
        assert!(m(&wide, "", &"a".repeat(50)));
    }

    #[test]
    fn compiled_size_is_bounded_before_compiling() {
        // Exactly at the limit: 3 prefix instructions, 19,996 characters, the final match.
        assert!(Regex::new(&"a".repeat(19_996), "").is_ok());
        assert_eq!(
            Regex::new(&"a".repeat(19_997), ""),
            Err(RegexError::TooLarge)
        );
        assert!(Regex::new("(?:(?:a){100}){199}", "").is_ok());
        // Counts multiply, also around parts that compile to no instruction.
        for pattern in [
            "(?:(?:a){100}){300}",
            "(?:(?:){1000}){1000}",
            "(?:(?:x{0}){1000}){1000}",
            "(?:(?:(?:(?:){1000}){1000}){1000}){1000}",
            "(?:(?:a|){0,1000}){0,1000}",
        ] {
            assert_eq!(
                Regex::new(pattern, ""),
                Err(RegexError::TooLarge),
                "{pattern}"
            );
        }
    }

    #[test]
    fn budget_exhaustion_is_an_error_not_a_hang() {
        // Program × input too large for the visited table: the step budget decides.
        let re = Regex::new("(?:a{500})*c", "").unwrap();
        assert_eq!(re.is_match(&"a".repeat(40_000)), Err(BudgetExceeded));
    }

    #[test]
    fn no_catastrophic_backtracking() {
        let input = format!("{}!", "a".repeat(5000));
        assert!(!m("^(a+)+$", "", &input));
        assert!(!m("^(a|a)*$", "", &input));
        assert!(!m("^(a*)*b$", "", &input));
        assert!(m("(a*)*", "", &input));
    }
}
