//! The parser: precedence climbing (Pratt) over the tokens.
//!
//! Precedence, loosest first:
//!
//! | level | operators | associativity |
//! |---|---|---|
//! | 1 | `c ? a : b` | right |
//! | 2 | `or` | left |
//! | 3 | `and` | left |
//! | 4 | `not` (prefix) | — |
//! | 5 | `== != < <= > >= in` | chained: `a < b < c` is `a < b and b < c` |
//! | 6 | `+ - \|\|` | left |
//! | 7 | `* / %` | left |
//! | 8 | unary `-` `+` (prefix) | — |
//! | 9 | `^` | right |
//!
//! So `not a and b` is `(not a) and b`, `not a == b` is `not (a == b)` and `-2^2` is `-4`.

use serde_json::Value;

use super::MAX_DEPTH;
use super::ast::{ArithOp, Callee, CmpOp, Expr};
use super::error::ExprErrorKind;
use super::functions::Builtin;
use super::registry::ExpressionRegistry;
use super::token::{Spanned, Tok};

const BP_TERNARY: u8 = 1;
const BP_OR: u8 = 2;
const BP_AND: u8 = 3;
const BP_NOT: u8 = 4;
const BP_CMP: u8 = 5;
/// Binding power of `+ - ||`.
pub(crate) const BP_ADD: u8 = 6;
/// Binding power of `* / %`.
pub(crate) const BP_MUL: u8 = 7;
const BP_UNARY: u8 = 8;
const BP_POW: u8 = 9;

/// Parses the tokens into one expression.
pub(crate) fn parse_tokens(
    tokens: &[Spanned],
    registry: Option<&ExpressionRegistry>,
) -> Result<Expr, (usize, ExprErrorKind)> {
    let mut p = Parser {
        tokens,
        pos: 0,
        depth: 0,
        registry,
    };
    if p.peek() == &Tok::End {
        return Err((p.column(), ExprErrorKind::Empty));
    }
    let expr = p.expr(0)?;
    if p.peek() != &Tok::End {
        return Err((p.column(), ExprErrorKind::TrailingInput));
    }
    Ok(expr)
}

struct Parser<'a> {
    tokens: &'a [Spanned],
    pos: usize,
    depth: usize,
    registry: Option<&'a ExpressionRegistry>,
}

enum Infix {
    Ternary,
    Or,
    And,
    Cmp(CmpOp),
    Arith(ArithOp),
    Pow,
}

impl Infix {
    fn bp(&self) -> u8 {
        match self {
            Infix::Ternary => BP_TERNARY,
            Infix::Or => BP_OR,
            Infix::And => BP_AND,
            Infix::Cmp(_) => BP_CMP,
            Infix::Arith(op) => op.level(),
            Infix::Pow => BP_POW,
        }
    }
}

fn infix_of(tok: &Tok) -> Option<Infix> {
    Some(match tok {
        Tok::Question => Infix::Ternary,
        Tok::Or => Infix::Or,
        Tok::And => Infix::And,
        Tok::Eq => Infix::Cmp(CmpOp::Eq),
        Tok::Ne => Infix::Cmp(CmpOp::Ne),
        Tok::Lt => Infix::Cmp(CmpOp::Lt),
        Tok::Le => Infix::Cmp(CmpOp::Le),
        Tok::Gt => Infix::Cmp(CmpOp::Gt),
        Tok::Ge => Infix::Cmp(CmpOp::Ge),
        Tok::In => Infix::Cmp(CmpOp::In),
        Tok::Plus => Infix::Arith(ArithOp::Add),
        Tok::Minus => Infix::Arith(ArithOp::Sub),
        Tok::Concat => Infix::Arith(ArithOp::Concat),
        Tok::Star => Infix::Arith(ArithOp::Mul),
        Tok::Slash => Infix::Arith(ArithOp::Div),
        Tok::Percent => Infix::Arith(ArithOp::Rem),
        Tok::Caret => Infix::Pow,
        _ => return None,
    })
}

type PResult<T> = Result<T, (usize, ExprErrorKind)>;

impl Parser<'_> {
    fn peek(&self) -> &Tok {
        self.tokens.get(self.pos).map_or(&Tok::End, |t| &t.tok)
    }

    fn column(&self) -> usize {
        self.tokens
            .get(self.pos)
            .or(self.tokens.last())
            .map_or(1, |t| t.column)
    }

    fn advance(&mut self) -> Tok {
        let tok = self.peek().clone();
        if self.pos < self.tokens.len() {
            self.pos += 1;
        }
        tok
    }

    fn expect(&mut self, tok: &Tok, what: &'static str) -> PResult<()> {
        if self.peek() == tok {
            self.advance();
            Ok(())
        } else {
            Err((self.column(), ExprErrorKind::Expected(what)))
        }
    }

    /// Parses an expression whose operators all bind at least as tightly as `min_bp`.
    fn expr(&mut self, min_bp: u8) -> PResult<Expr> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err((self.column(), ExprErrorKind::TooDeep));
        }
        let result = self.expr_inner(min_bp);
        self.depth -= 1;
        result
    }

    fn expr_inner(&mut self, min_bp: u8) -> PResult<Expr> {
        let mut lhs = self.prefix()?;
        while let Some(op) = infix_of(self.peek()) {
            let bp = op.bp();
            if bp < min_bp {
                break;
            }
            self.advance();
            lhs = match op {
                Infix::Ternary => {
                    let then = self.expr(0)?;
                    self.expect(&Tok::Colon, "`:` of the `? :` operator")?;
                    let otherwise = self.expr(BP_TERNARY)?;
                    Expr::Ternary(Box::new(lhs), Box::new(then), Box::new(otherwise))
                }
                Infix::Or => {
                    let rhs = self.expr(BP_OR + 1)?;
                    match lhs {
                        Expr::Or(mut items) => {
                            items.push(rhs);
                            Expr::Or(items)
                        }
                        other => Expr::Or(vec![other, rhs]),
                    }
                }
                Infix::And => {
                    let rhs = self.expr(BP_AND + 1)?;
                    match lhs {
                        Expr::And(mut items) => {
                            items.push(rhs);
                            Expr::And(items)
                        }
                        other => Expr::And(vec![other, rhs]),
                    }
                }
                Infix::Cmp(cmp) => {
                    let mut rest = vec![(cmp, self.expr(BP_CMP + 1)?)];
                    while let Some(Infix::Cmp(next)) = infix_of(self.peek()) {
                        self.advance();
                        rest.push((next, self.expr(BP_CMP + 1)?));
                    }
                    Expr::Compare {
                        first: Box::new(lhs),
                        rest,
                    }
                }
                Infix::Arith(arith) => {
                    let rhs = self.expr(bp + 1)?;
                    match lhs {
                        Expr::Arith { first, mut rest }
                            if rest.first().is_some_and(|(o, _)| o.level() == bp) =>
                        {
                            rest.push((arith, rhs));
                            Expr::Arith { first, rest }
                        }
                        other => Expr::Arith {
                            first: Box::new(other),
                            rest: vec![(arith, rhs)],
                        },
                    }
                }
                Infix::Pow => {
                    let rhs = self.expr(BP_POW)?;
                    Expr::Power(Box::new(lhs), Box::new(rhs))
                }
            };
        }
        Ok(lhs)
    }

    fn prefix(&mut self) -> PResult<Expr> {
        let column = self.column();
        match self.advance() {
            Tok::Number(n) => Ok(Expr::Literal(super::coerce::number_value(n))),
            Tok::Str(s) => Ok(Expr::Literal(Value::String(s))),
            Tok::True => Ok(Expr::Literal(Value::Bool(true))),
            Tok::False => Ok(Expr::Literal(Value::Bool(false))),
            Tok::Null => Ok(Expr::Literal(Value::Null)),
            Tok::Minus => Ok(Expr::Neg(Box::new(self.expr(BP_UNARY)?))),
            Tok::Plus => Ok(Expr::Pos(Box::new(self.expr(BP_UNARY)?))),
            Tok::Not => Ok(Expr::Not(Box::new(self.expr(BP_NOT)?))),
            Tok::LParen => {
                let inner = self.expr(0)?;
                self.expect(&Tok::RParen, "`)`")?;
                Ok(inner)
            }
            Tok::LBracket => {
                let items = self.list(&Tok::RBracket, "`,` or `]`")?;
                Ok(Expr::Array(items))
            }
            Tok::Path(name) => {
                if self.peek() == &Tok::LParen {
                    self.advance();
                    return self.call(name, column);
                }
                Ok(self.constant(&name).unwrap_or(Expr::Path(name)))
            }
            _ => Err((column, ExprErrorKind::ExpectedValue)),
        }
    }

    fn constant(&self, name: &str) -> Option<Expr> {
        if let Some(v) = self.registry.and_then(|r| r.constant(name)) {
            return Some(Expr::Literal(v.clone()));
        }
        match name {
            "PI" => Some(Expr::Literal(super::coerce::number_value(
                std::f64::consts::PI,
            ))),
            "E" => Some(Expr::Literal(super::coerce::number_value(
                std::f64::consts::E,
            ))),
            _ => None,
        }
    }

    /// Comma-separated expressions up to `close` (already past the opening token).
    fn list(&mut self, close: &Tok, what: &'static str) -> PResult<Vec<Expr>> {
        let mut items = Vec::new();
        if self.peek() == close {
            self.advance();
            return Ok(items);
        }
        loop {
            items.push(self.expr(0)?);
            match self.peek() {
                Tok::Comma => {
                    self.advance();
                }
                t if t == close => {
                    self.advance();
                    return Ok(items);
                }
                _ => return Err((self.column(), ExprErrorKind::Expected(what))),
            }
        }
    }

    fn call(&mut self, name: String, column: usize) -> PResult<Expr> {
        let callee = if let Some(f) = self.registry.and_then(|r| r.function(&name)) {
            Callee::Custom(f.clone())
        } else if let Some(b) = Builtin::lookup(&name) {
            if let Some(feature) = b.missing_feature() {
                let kind = ExprErrorKind::NeedsFeature {
                    function: name,
                    feature,
                };
                return Err((column, kind));
            }
            Callee::Builtin(b)
        } else {
            return Err((column, ExprErrorKind::UnknownFunction(name)));
        };
        let args = self.list(&Tok::RParen, "`,` or `)`")?;
        if let Callee::Builtin(b) = &callee {
            let (min, max) = b.arity();
            if args.len() < min || max.is_some_and(|m| args.len() > m) {
                let expected = match max {
                    Some(m) if m == min => m.to_string(),
                    Some(m) => format!("{min} to {m}"),
                    None => format!("{min} or more"),
                };
                return Err((
                    column,
                    ExprErrorKind::WrongArgumentCount {
                        function: name,
                        expected,
                        found: args.len(),
                    },
                ));
            }
        }
        Ok(Expr::Call { callee, args })
    }
}
