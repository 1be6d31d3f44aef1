//! The syntax tree of a parsed expression.

use serde_json::Value;

use super::functions::Builtin;
use super::registry::CustomFunction;

/// A left-associative arithmetic or concatenation operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ArithOp {
    Add,
    Sub,
    Concat,
    Mul,
    Div,
    Rem,
}

impl ArithOp {
    /// Binding power of the operator's precedence level.
    pub(crate) fn level(self) -> u8 {
        match self {
            ArithOp::Add | ArithOp::Sub | ArithOp::Concat => super::parse::BP_ADD,
            ArithOp::Mul | ArithOp::Div | ArithOp::Rem => super::parse::BP_MUL,
        }
    }
}

/// A comparison operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    In,
}

/// The function a call resolves to.
#[derive(Clone)]
pub(crate) enum Callee {
    Builtin(Builtin),
    Custom(CustomFunction),
}

/// An expression node. Chains of the same precedence level are n-ary, so long inputs
/// like `a + b + c + …` stay shallow and evaluation never recurses deeply.
#[derive(Clone)]
pub(crate) enum Expr {
    Literal(Value),
    Path(String),
    Array(Vec<Expr>),
    Neg(Box<Expr>),
    Pos(Box<Expr>),
    Not(Box<Expr>),
    Arith {
        first: Box<Expr>,
        rest: Vec<(ArithOp, Expr)>,
    },
    And(Vec<Expr>),
    Or(Vec<Expr>),
    /// `a < b <= c` means `a < b and b <= c`.
    Compare {
        first: Box<Expr>,
        rest: Vec<(CmpOp, Expr)>,
    },
    Power(Box<Expr>, Box<Expr>),
    Ternary(Box<Expr>, Box<Expr>, Box<Expr>),
    Call {
        callee: Callee,
        args: Vec<Expr>,
    },
}

impl Expr {
    /// Pushes every path this node reads onto `out` (variables, and the path arguments of
    /// `AVAILABLE` and `DISPLAY_VALUE`).
    pub(crate) fn collect_paths(&self, out: &mut Vec<String>) {
        let mut stack = vec![self];
        while let Some(node) = stack.pop() {
            match node {
                Expr::Literal(_) => {}
                Expr::Path(p) => out.push(p.clone()),
                Expr::Array(items) | Expr::And(items) | Expr::Or(items) => {
                    stack.extend(items.iter())
                }
                Expr::Neg(e) | Expr::Pos(e) | Expr::Not(e) => stack.push(e),
                Expr::Arith { first, rest } => {
                    stack.push(first);
                    stack.extend(rest.iter().map(|(_, e)| e));
                }
                Expr::Compare { first, rest } => {
                    stack.push(first);
                    stack.extend(rest.iter().map(|(_, e)| e));
                }
                Expr::Power(a, b) => {
                    stack.push(a);
                    stack.push(b);
                }
                Expr::Ternary(a, b, c) => {
                    stack.push(a);
                    stack.push(b);
                    stack.push(c);
                }
                Expr::Call { callee, args, .. } => {
                    let path_arg = match callee {
                        Callee::Builtin(Builtin::Available) => Some(0),
                        Callee::Builtin(Builtin::DisplayValue) => Some(1),
                        _ => None,
                    };
                    for (i, arg) in args.iter().enumerate() {
                        match arg {
                            Expr::Literal(Value::String(p)) if Some(i) == path_arg => {
                                out.push(p.clone())
                            }
                            other => stack.push(other),
                        }
                    }
                }
            }
        }
    }
}
