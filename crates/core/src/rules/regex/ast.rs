//! The syntax tree of a parsed pattern.

/// One item of a character class.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClassItem {
    /// A single character or an inclusive range (`a` is `Range('a', 'a')`).
    Range(char, char),
    /// `\d` (`true`) or `\D` (`false`).
    Digit(bool),
    /// `\w` (`true`) or `\W` (`false`).
    Word(bool),
    /// `\s` (`true`) or `\S` (`false`).
    Space(bool),
}

/// A character class: `[a-z_]`, `[^0-9]`, or a shorthand such as `\d`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassSet {
    /// `[^…]`.
    pub negated: bool,
    /// The items; the class matches when any item matches.
    pub items: Vec<ClassItem>,
}

/// A node of the syntax tree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Node {
    /// Matches the empty string.
    Empty,
    /// A literal character.
    Char(char),
    /// `.`.
    Any,
    /// A character class.
    Class(ClassSet),
    /// `^`.
    Start,
    /// `$`.
    End,
    /// `\b` (`true`) or `\B` (`false`).
    WordBoundary(bool),
    /// A sequence.
    Concat(Vec<Node>),
    /// Alternatives, the first preferred.
    Alt(Vec<Node>),
    /// A quantifier.
    Repeat {
        /// What is repeated.
        node: Box<Node>,
        /// Minimum count.
        min: u32,
        /// Maximum count; `None` is unbounded.
        max: Option<u32>,
        /// Greedy (`*`) or lazy (`*?`).
        greedy: bool,
    },
}

/// Whether `c` is a `\w` character (ASCII letters, digits, `_`, as in JavaScript).
pub fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Whether `c` is a `\s` character, as in JavaScript: Unicode white space but U+0085, plus
/// U+FEFF.
pub fn is_space_char(c: char) -> bool {
    crate::rules::filled::is_js_space(c)
}

/// Whether `c` ends a line for `.`, `^` and `$`.
pub fn is_line_terminator(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\u{2028}' | '\u{2029}')
}

impl ClassItem {
    /// Whether this item matches `c` exactly (no case folding).
    fn matches_exact(&self, c: char) -> bool {
        match *self {
            ClassItem::Range(lo, hi) => lo <= c && c <= hi,
            ClassItem::Digit(pos) => c.is_ascii_digit() == pos,
            ClassItem::Word(pos) => is_word_char(c) == pos,
            ClassItem::Space(pos) => is_space_char(c) == pos,
        }
    }
}

impl ClassSet {
    /// Whether the class matches `c`; with `icase`, also its other-case forms.
    pub fn matches(&self, c: char, icase: bool) -> bool {
        let hit = if icase {
            let lower = fold(c);
            let upper = upper_single(c);
            self.items.iter().any(|item| {
                item.matches_exact(c) || item.matches_exact(lower) || item.matches_exact(upper)
            })
        } else {
            self.items.iter().any(|item| item.matches_exact(c))
        };
        hit != self.negated
    }
}

/// Simple case folding: the lower-case form when it is a single character.
pub fn fold(c: char) -> char {
    let mut it = crate::lower::to_lower(c);
    match (it.next(), it.next()) {
        (Some(l), None) => l,
        _ => c,
    }
}

/// The upper-case form when it is a single character.
fn upper_single(c: char) -> char {
    let mut it = c.to_uppercase();
    match (it.next(), it.next()) {
        (Some(u), None) => u,
        _ => c,
    }
}
