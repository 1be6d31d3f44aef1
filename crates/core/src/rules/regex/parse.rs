//! Pattern text to syntax tree.

use super::ast::{ClassItem, ClassSet, Node};
use super::error::RegexError;

/// The largest count a `{n,m}` quantifier may use.
pub const MAX_REPEAT: u32 = 1000;

/// The deepest nesting of groups accepted: the expression parser's limit
/// ([`crate::expression::MAX_DEPTH`]). Groups are the only construct that nests, so this
/// bounds the recursion of the parser, the compiler and dropping the tree; deeper (or
/// unclosed) nesting is a syntax error, never a stack overflow.
pub const MAX_NESTING: usize = crate::expression::MAX_DEPTH;

/// Parses `pattern`; with `extended` (the `x` flag), white space and `#` comments outside
/// classes are ignored.
pub fn parse(pattern: &str, extended: bool) -> Result<Node, RegexError> {
    let mut p = Parser {
        chars: pattern.chars().collect(),
        pos: 0,
        extended,
        depth: 0,
    };
    let node = p.alternation()?;
    match p.peek() {
        None => Ok(node),
        Some(')') => Err(RegexError::Syntax {
            pos: p.pos,
            reason: "unmatched `)`".into(),
        }),
        Some(c) => Err(RegexError::Syntax {
            pos: p.pos,
            reason: format!("unexpected `{c}`"),
        }),
    }
}

struct Parser {
    chars: Vec<char>,
    pos: usize,
    extended: bool,
    /// Groups open at `pos`.
    depth: usize,
}

impl Parser {
    fn peek(&mut self) -> Option<char> {
        self.skip_extended();
        self.chars.get(self.pos).copied()
    }

    fn peek_raw(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn bump_raw(&mut self) -> Option<char> {
        let c = self.chars.get(self.pos).copied();
        if c.is_some() {
            self.pos += 1;
        }
        c
    }

    fn skip_extended(&mut self) {
        if !self.extended {
            return;
        }
        while let Some(c) = self.peek_raw() {
            if c.is_whitespace() {
                self.pos += 1;
            } else if c == '#' {
                while let Some(c) = self.bump_raw() {
                    if c == '\n' {
                        break;
                    }
                }
            } else {
                break;
            }
        }
    }

    fn err(&self, reason: impl Into<String>) -> RegexError {
        RegexError::Syntax {
            pos: self.pos,
            reason: reason.into(),
        }
    }

    fn alternation(&mut self) -> Result<Node, RegexError> {
        let mut alts = vec![self.concat()?];
        while self.peek() == Some('|') {
            self.pos += 1;
            alts.push(self.concat()?);
        }
        Ok(if alts.len() == 1 {
            alts.pop().unwrap_or(Node::Empty)
        } else {
            Node::Alt(alts)
        })
    }

    fn concat(&mut self) -> Result<Node, RegexError> {
        let mut items = Vec::new();
        loop {
            match self.peek() {
                None | Some('|') | Some(')') => break,
                Some(_) => {
                    let atom = self.atom()?;
                    let node = self.quantified(atom)?;
                    items.push(node);
                }
            }
        }
        Ok(match items.len() {
            0 => Node::Empty,
            1 => items.pop().unwrap_or(Node::Empty),
            _ => Node::Concat(items),
        })
    }

    fn quantified(&mut self, atom: Node) -> Result<Node, RegexError> {
        let (min, max) = match self.peek() {
            Some('*') => {
                self.pos += 1;
                (0, None)
            }
            Some('+') => {
                self.pos += 1;
                (1, None)
            }
            Some('?') => {
                self.pos += 1;
                (0, Some(1))
            }
            Some('{') => match self.braces()? {
                Some(q) => q,
                None => return Ok(atom),
            },
            _ => return Ok(atom),
        };
        if matches!(atom, Node::Start | Node::End | Node::WordBoundary(_)) {
            return Err(self.err("nothing to repeat"));
        }
        let greedy = if self.peek_raw() == Some('?') {
            self.pos += 1;
            false
        } else {
            true
        };
        if matches!(self.peek(), Some('*' | '+' | '?')) {
            return Err(self.err("nothing to repeat"));
        }
        Ok(Node::Repeat {
            node: Box::new(atom),
            min,
            max,
            greedy,
        })
    }

    /// `{n}`, `{n,}`, `{n,m}`; `None` (and no input consumed) when the brace is a literal.
    #[allow(clippy::type_complexity)]
    fn braces(&mut self) -> Result<Option<(u32, Option<u32>)>, RegexError> {
        let start = self.pos;
        self.pos += 1;
        let min = self.number();
        let result = match (min, self.bump_raw()) {
            (Some(n), Some('}')) => Some((n, Some(n))),
            (Some(n), Some(',')) => match (self.number(), self.bump_raw()) {
                (None, Some('}')) => Some((n, None)),
                (Some(m), Some('}')) => Some((n, Some(m))),
                _ => None,
            },
            _ => None,
        };
        match result {
            None => {
                self.pos = start;
                Ok(None)
            }
            Some((min, max)) => {
                if max.is_some_and(|m| m < min) {
                    return Err(self.err("numbers out of order in {} quantifier"));
                }
                if min > MAX_REPEAT || max.is_some_and(|m| m > MAX_REPEAT) {
                    return Err(self.err(format!("repeat count above {MAX_REPEAT}")));
                }
                Ok(Some((min, max)))
            }
        }
    }

    fn number(&mut self) -> Option<u32> {
        let mut n: Option<u32> = None;
        while let Some(d) = self.peek_raw().and_then(|c| c.to_digit(10)) {
            self.pos += 1;
            n = Some(n.unwrap_or(0).saturating_mul(10).saturating_add(d));
        }
        n
    }

    fn atom(&mut self) -> Result<Node, RegexError> {
        let Some(c) = self.bump_raw() else {
            return Err(self.err("unexpected end of pattern"));
        };
        match c {
            '(' => self.group(),
            '[' => self.class().map(Node::Class),
            '.' => Ok(Node::Any),
            '^' => Ok(Node::Start),
            '$' => Ok(Node::End),
            '\\' => self.escape(),
            '*' | '+' | '?' => Err(RegexError::Syntax {
                pos: self.pos.saturating_sub(1),
                reason: "nothing to repeat".into(),
            }),
            '{' => {
                self.pos -= 1;
                if self.braces()?.is_some() {
                    return Err(self.err("nothing to repeat"));
                }
                self.pos += 1;
                Ok(Node::Char('{'))
            }
            other => Ok(Node::Char(other)),
        }
    }

    fn group(&mut self) -> Result<Node, RegexError> {
        if self.depth >= MAX_NESTING {
            return Err(RegexError::Syntax {
                pos: self.pos.saturating_sub(1),
                reason: format!("groups nested deeper than {MAX_NESTING} levels"),
            });
        }
        self.depth += 1;
        let inner = self.group_inner();
        self.depth -= 1;
        inner
    }

    fn group_inner(&mut self) -> Result<Node, RegexError> {
        if self.peek_raw() == Some('?') {
            self.pos += 1;
            match self.bump_raw() {
                Some(':') => {}
                Some('=' | '!') => return Err(self.err("lookahead is not supported")),
                Some('<') => {
                    if matches!(self.peek_raw(), Some('=' | '!')) {
                        return Err(self.err("lookbehind is not supported"));
                    }
                    // Named group: skip the name, treat it as a plain group.
                    loop {
                        match self.bump_raw() {
                            Some('>') => break,
                            Some(c) if c.is_alphanumeric() || c == '_' => {}
                            _ => return Err(self.err("invalid group name")),
                        }
                    }
                }
                _ => return Err(self.err("invalid group")),
            }
        }
        let inner = self.alternation()?;
        if self.peek() != Some(')') {
            return Err(self.err("missing `)`"));
        }
        self.pos += 1;
        Ok(inner)
    }

    fn escape(&mut self) -> Result<Node, RegexError> {
        let Some(c) = self.bump_raw() else {
            return Err(self.err("pattern ends with `\\`"));
        };
        let class = |item| {
            Ok(Node::Class(ClassSet {
                negated: false,
                items: vec![item],
            }))
        };
        match c {
            'd' => class(ClassItem::Digit(true)),
            'D' => class(ClassItem::Digit(false)),
            'w' => class(ClassItem::Word(true)),
            'W' => class(ClassItem::Word(false)),
            's' => class(ClassItem::Space(true)),
            'S' => class(ClassItem::Space(false)),
            'b' => Ok(Node::WordBoundary(true)),
            'B' => Ok(Node::WordBoundary(false)),
            '1'..='9' => Err(self.err("backreferences are not supported")),
            _ => self.char_escape(c).map(Node::Char),
        }
    }

    /// Escapes that stand for one character (shared by classes and the top level).
    fn char_escape(&mut self, c: char) -> Result<char, RegexError> {
        match c {
            'n' => Ok('\n'),
            'r' => Ok('\r'),
            't' => Ok('\t'),
            'f' => Ok('\u{c}'),
            'v' => Ok('\u{b}'),
            '0' => Ok('\0'),
            'x' => self.hex(2),
            'u' => {
                if self.peek_raw() == Some('{') {
                    self.pos += 1;
                    let mut v: u32 = 0;
                    let mut digits = 0;
                    while let Some(d) = self.peek_raw().and_then(|c| c.to_digit(16)) {
                        self.pos += 1;
                        digits += 1;
                        v = v.saturating_mul(16).saturating_add(d);
                    }
                    if digits == 0 || self.bump_raw() != Some('}') {
                        return Err(self.err("invalid \\u{…} escape"));
                    }
                    char::from_u32(v).ok_or_else(|| self.err("invalid code point"))
                } else {
                    self.hex(4)
                }
            }
            c if c.is_ascii_alphanumeric() => Err(self.err(format!("unknown escape `\\{c}`"))),
            other => Ok(other),
        }
    }

    fn hex(&mut self, len: usize) -> Result<char, RegexError> {
        let mut v: u32 = 0;
        for _ in 0..len {
            let d = self
                .bump_raw()
                .and_then(|c| c.to_digit(16))
                .ok_or_else(|| self.err("invalid hex escape"))?;
            v = v * 16 + d;
        }
        char::from_u32(v).ok_or_else(|| self.err("invalid code point"))
    }

    fn class(&mut self) -> Result<ClassSet, RegexError> {
        let negated = if self.peek_raw() == Some('^') {
            self.pos += 1;
            true
        } else {
            false
        };
        let mut items = Vec::new();
        loop {
            let Some(c) = self.bump_raw() else {
                return Err(self.err("missing `]`"));
            };
            if c == ']' {
                break;
            }
            let first = self.class_atom(c)?;
            let is_range = self.peek_raw() == Some('-')
                && self.chars.get(self.pos + 1).is_some_and(|&n| n != ']');
            match (first, is_range) {
                (ClassItem::Range(lo, _), true) => {
                    self.pos += 1;
                    let next = self.bump_raw().ok_or_else(|| self.err("missing `]`"))?;
                    match self.class_atom(next)? {
                        ClassItem::Range(hi, _) => {
                            if hi < lo {
                                return Err(self.err("range out of order in class"));
                            }
                            items.push(ClassItem::Range(lo, hi));
                        }
                        other => {
                            items.push(ClassItem::Range(lo, lo));
                            items.push(ClassItem::Range('-', '-'));
                            items.push(other);
                        }
                    }
                }
                (item, _) => items.push(item),
            }
        }
        Ok(ClassSet { negated, items })
    }

    fn class_atom(&mut self, c: char) -> Result<ClassItem, RegexError> {
        if c != '\\' {
            return Ok(ClassItem::Range(c, c));
        }
        let Some(e) = self.bump_raw() else {
            return Err(self.err("pattern ends with `\\`"));
        };
        Ok(match e {
            'd' => ClassItem::Digit(true),
            'D' => ClassItem::Digit(false),
            'w' => ClassItem::Word(true),
            'W' => ClassItem::Word(false),
            's' => ClassItem::Space(true),
            'S' => ClassItem::Space(false),
            'b' => ClassItem::Range('\u{8}', '\u{8}'),
            '-' => ClassItem::Range('-', '-'),
            other => {
                let ch = self.char_escape(other)?;
                ClassItem::Range(ch, ch)
            }
        })
    }
}
