//! The compiled program: a list of instructions for the backtracking matcher.

use super::ast::{ClassSet, Node, fold};
use super::error::RegexError;

/// The largest program the compiler produces; also the budget of [`size`], checked before
/// compiling.
pub const MAX_PROGRAM: usize = 20_000;

/// The instructions of the search prefix (`Split`, `AnyAll`, `Jmp`) and the final `Match`.
const FRAME: u64 = 4;

/// The work of compiling `node`: its instruction count, with every node that compiles to
/// no instruction (an empty group or alternative, `x{0}`) counted as one, since the
/// compiler still visits it. Repetitions multiply: `(?:(?:x){1000}){1000}` is a million. Saturating, so
/// any nesting of counts gives a finite number; recursion is one level per group, bounded
/// by the parser's nesting limit.
fn size(node: &Node) -> u64 {
    match node {
        Node::Empty
        | Node::Char(_)
        | Node::Any
        | Node::Class(_)
        | Node::Start
        | Node::End
        | Node::WordBoundary(_) => 1,
        Node::Concat(items) => items.iter().map(size).fold(0, u64::saturating_add),
        Node::Alt(alts) => {
            // A `Split` and a `Jmp` around every alternative but the last.
            let glue = 2 * (alts.len() as u64).saturating_sub(1);
            alts.iter().map(size).fold(glue, u64::saturating_add)
        }
        Node::Repeat { node, min, max, .. } => {
            let body = size(node);
            let required = body.saturating_mul(u64::from(*min));
            let optional = match max {
                // `Split`, the body, `Jmp`.
                None => body.saturating_add(2),
                // A `Split` and the body per optional count.
                Some(max) => body
                    .saturating_add(1)
                    .saturating_mul(u64::from(max.saturating_sub(*min))),
            };
            required.saturating_add(optional).max(1)
        }
    }
}

/// One instruction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Inst {
    /// Match one character (already folded when case-insensitive).
    Char(char),
    /// `.`.
    Any,
    /// Match any character, line terminators included (the unanchored-search prefix).
    AnyAll,
    /// A class.
    Class(ClassSet),
    /// Try the first target, then the second.
    Split(usize, usize),
    /// Continue at the target.
    Jmp(usize),
    /// `^`.
    Start,
    /// `$`.
    End,
    /// `\b` / `\B`.
    WordBoundary(bool),
    /// Success.
    Match,
}

/// Flags that change how instructions match.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Flags {
    /// `i`: case-insensitive.
    pub icase: bool,
    /// `m`: `^` and `$` match at line boundaries.
    pub multiline: bool,
    /// `s`: `.` matches line terminators.
    pub dot_all: bool,
}

/// Compiles `node` into a program that searches anywhere in the input (a lazy `.*?`
/// prefix) and ends with [`Inst::Match`].
///
/// The size is checked first ([`size`] against [`MAX_PROGRAM`]): a pattern whose nested
/// repetitions multiply past the limit is [`RegexError::TooLarge`] at once, never compiled
/// for minutes (an empty group repeated compiles to nothing but still takes the work).
pub fn compile(node: &Node, flags: Flags) -> Result<Vec<Inst>, RegexError> {
    if size(node).saturating_add(FRAME) > MAX_PROGRAM as u64 {
        return Err(RegexError::TooLarge);
    }
    let mut c = Compiler {
        prog: Vec::new(),
        icase: flags.icase,
    };
    // 0: Split(3, 1); 1: AnyAll; 2: Jmp(0); 3: body…
    c.push(Inst::Split(3, 1))?;
    c.push(Inst::AnyAll)?;
    c.push(Inst::Jmp(0))?;
    c.node(node)?;
    c.push(Inst::Match)?;
    Ok(c.prog)
}

struct Compiler {
    prog: Vec<Inst>,
    icase: bool,
}

impl Compiler {
    fn push(&mut self, inst: Inst) -> Result<usize, RegexError> {
        if self.prog.len() >= MAX_PROGRAM {
            return Err(RegexError::TooLarge);
        }
        self.prog.push(inst);
        Ok(self.prog.len() - 1)
    }

    fn patch(&mut self, at: usize, inst: Inst) {
        if let Some(slot) = self.prog.get_mut(at) {
            *slot = inst;
        }
    }

    fn node(&mut self, node: &Node) -> Result<(), RegexError> {
        match node {
            Node::Empty => {}
            Node::Char(c) => {
                let c = if self.icase { fold(*c) } else { *c };
                self.push(Inst::Char(c))?;
            }
            Node::Any => {
                self.push(Inst::Any)?;
            }
            Node::Class(set) => {
                self.push(Inst::Class(set.clone()))?;
            }
            Node::Start => {
                self.push(Inst::Start)?;
            }
            Node::End => {
                self.push(Inst::End)?;
            }
            Node::WordBoundary(b) => {
                self.push(Inst::WordBoundary(*b))?;
            }
            Node::Concat(items) => {
                for item in items {
                    self.node(item)?;
                }
            }
            Node::Alt(alts) => {
                let mut jumps = Vec::new();
                let count = alts.len();
                for (i, alt) in alts.iter().enumerate() {
                    if i + 1 < count {
                        let split = self.push(Inst::Split(0, 0))?;
                        self.node(alt)?;
                        jumps.push(self.push(Inst::Jmp(0))?);
                        let next = self.prog.len();
                        self.patch(split, Inst::Split(split + 1, next));
                    } else {
                        self.node(alt)?;
                    }
                }
                let end = self.prog.len();
                for j in jumps {
                    self.patch(j, Inst::Jmp(end));
                }
            }
            Node::Repeat {
                node,
                min,
                max,
                greedy,
            } => {
                for _ in 0..*min {
                    self.node(node)?;
                }
                match max {
                    None => {
                        let split = self.push(Inst::Split(0, 0))?;
                        self.node(node)?;
                        self.push(Inst::Jmp(split))?;
                        let out = self.prog.len();
                        self.patch(split, self.split(split + 1, out, *greedy));
                    }
                    Some(max) => {
                        let mut splits = Vec::new();
                        for _ in *min..*max {
                            splits.push(self.push(Inst::Split(0, 0))?);
                            self.node(node)?;
                        }
                        let out = self.prog.len();
                        for s in splits {
                            self.patch(s, self.split(s + 1, out, *greedy));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn split(&self, body: usize, out: usize, greedy: bool) -> Inst {
        if greedy {
            Inst::Split(body, out)
        } else {
            Inst::Split(out, body)
        }
    }
}
