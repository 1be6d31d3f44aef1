//! Expression parse errors: the expression, the 1-based column and the reason.

use std::fmt;

/// Why an expression could not be parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExprErrorKind {
    /// A character that starts no token, e.g. `#`.
    UnexpectedChar(char),
    /// A string literal without its closing quote.
    UnterminatedString,
    /// A backslash escape that is not `\n \t \r \\ \' \" \uXXXX`.
    InvalidEscape,
    /// A number literal that does not parse, e.g. `1e`.
    InvalidNumber(String),
    /// A value (number, string, path, call, parenthesis) was expected here.
    ExpectedValue,
    /// A specific token was expected, e.g. `)`.
    Expected(&'static str),
    /// A complete expression is followed by more input.
    TrailingInput,
    /// A call to a function that is neither built in nor registered.
    UnknownFunction(String),
    /// A call to a built-in function that needs a Cargo feature of yewform-core this build
    /// leaves out (`FORMAT_DATE` needs `dates`).
    NeedsFeature {
        /// Function name as written.
        function: String,
        /// The feature.
        feature: &'static str,
    },
    /// Expression strings need yewform-core's `expressions` feature, which this build leaves
    /// out: `the expression "AGE(birthday) >= 18" needs yewform-core's "expressions" feature`.
    NeedsExpressionsFeature,
    /// A call with the wrong number of arguments.
    WrongArgumentCount {
        /// Function name as written.
        function: String,
        /// What the function accepts, e.g. `"2"` or `"1 or more"`.
        expected: String,
        /// How many were given.
        found: usize,
    },
    /// `&&`, `!` or `=` alone: not operators in yewform expressions.
    UnsupportedOperator(&'static str, &'static str),
    /// Nesting deeper than [`super::MAX_DEPTH`] levels.
    TooDeep,
    /// The expression is empty.
    Empty,
    /// A `{` in a template (`expression`, static content) has no closing `}` (write `\{` for
    /// a literal brace).
    UnclosedBrace,
}

/// A parse error, shown as `expression "AGE(birthday) >" column 16: expected a value`
/// (without the `expressions` feature: `the expression "AGE(birthday) >= 18" needs
/// yewform-core's "expressions" feature`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExprError {
    /// The whole expression text.
    pub expression: String,
    /// 1-based column (in characters) where the problem was found; one past the end for
    /// "input ended too early".
    pub column: usize,
    /// The reason.
    pub kind: ExprErrorKind,
}

impl fmt::Display for ExprErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExprErrorKind::UnexpectedChar(c) => write!(f, "unexpected character {c:?}"),
            ExprErrorKind::UnterminatedString => f.write_str("unterminated string"),
            ExprErrorKind::InvalidEscape => f.write_str("invalid escape in string"),
            ExprErrorKind::InvalidNumber(t) => write!(f, "invalid number {t:?}"),
            ExprErrorKind::ExpectedValue => f.write_str("expected a value"),
            ExprErrorKind::Expected(what) => write!(f, "expected {what}"),
            ExprErrorKind::TrailingInput => f.write_str("unexpected input after the expression"),
            ExprErrorKind::UnknownFunction(name) => write!(f, "unknown function {name}"),
            ExprErrorKind::NeedsFeature { function, feature } => {
                write!(f, "{function} needs yewform-core's {feature:?} feature")
            }
            ExprErrorKind::NeedsExpressionsFeature => {
                f.write_str("expression strings need yewform-core's \"expressions\" feature")
            }
            ExprErrorKind::WrongArgumentCount {
                function,
                expected,
                found,
            } => write!(f, "{function} takes {expected} argument(s), {found} given"),
            ExprErrorKind::UnsupportedOperator(op, hint) => {
                write!(f, "{op} is not an operator; {hint}")
            }
            ExprErrorKind::TooDeep => write!(
                f,
                "expression nested deeper than {} levels",
                super::MAX_DEPTH
            ),
            ExprErrorKind::Empty => f.write_str("empty expression"),
            ExprErrorKind::UnclosedBrace => {
                f.write_str("unclosed \"{\" (write \\{ for a literal brace)")
            }
        }
    }
}

impl fmt::Display for ExprError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind == ExprErrorKind::NeedsExpressionsFeature {
            return write!(
                f,
                "the expression {:?} needs yewform-core's \"expressions\" feature",
                self.expression
            );
        }
        if !cfg!(feature = "expressions") {
            // Without the engine nothing makes the other kinds (only a hand-made error has
            // one): their texts stay out of the build.
            return write!(f, "expression {:?} column {}", self.expression, self.column);
        }
        write!(
            f,
            "expression {:?} column {}: {}",
            self.expression, self.column, self.kind
        )
    }
}

impl std::error::Error for ExprError {}
