//! The tokenizer: turns expression text into tokens with 1-based columns.

use super::error::ExprErrorKind;

/// One token.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Tok {
    Number(f64),
    Str(String),
    /// An identifier or dotted path (`city`, `address.city`, `list.0.x`, `list.*.x`).
    Path(String),
    LParen,
    RParen,
    LBracket,
    RBracket,
    Comma,
    Question,
    Colon,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Caret,
    /// `||`: string concatenation.
    Concat,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
    Not,
    In,
    True,
    False,
    Null,
    End,
}

/// A token and the column where it starts.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Spanned {
    pub tok: Tok,
    pub column: usize,
}

/// Splits `text` into tokens, ending with [`Tok::End`]. Errors carry the column.
pub(crate) fn tokenize(text: &str) -> Result<Vec<Spanned>, (usize, ExprErrorKind)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0usize;
    while let Some(&c) = chars.get(i) {
        let column = i + 1;
        let at = |k: usize| chars.get(i + k).copied();
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let (tok, len) = match c {
            '(' => (Tok::LParen, 1),
            ')' => (Tok::RParen, 1),
            '[' => (Tok::LBracket, 1),
            ']' => (Tok::RBracket, 1),
            ',' => (Tok::Comma, 1),
            '?' => (Tok::Question, 1),
            ':' => (Tok::Colon, 1),
            '+' => (Tok::Plus, 1),
            '-' => (Tok::Minus, 1),
            '*' => (Tok::Star, 1),
            '/' => (Tok::Slash, 1),
            '%' => (Tok::Percent, 1),
            '^' => (Tok::Caret, 1),
            '|' if at(1) == Some('|') => (Tok::Concat, 2),
            '=' if at(1) == Some('=') => (Tok::Eq, 2),
            '!' if at(1) == Some('=') => (Tok::Ne, 2),
            '<' if at(1) == Some('=') => (Tok::Le, 2),
            '>' if at(1) == Some('=') => (Tok::Ge, 2),
            '<' => (Tok::Lt, 1),
            '>' => (Tok::Gt, 1),
            '&' if at(1) == Some('&') => {
                return Err((
                    column,
                    ExprErrorKind::UnsupportedOperator("&&", "use `and` (`||` joins strings)"),
                ));
            }
            '!' => {
                return Err((column, ExprErrorKind::UnsupportedOperator("!", "use `not`")));
            }
            '=' => {
                return Err((column, ExprErrorKind::UnsupportedOperator("=", "use `==`")));
            }
            '"' | '\'' => {
                let (s, len) = lex_string(&chars, i)?;
                (Tok::Str(s), len)
            }
            d if d.is_ascii_digit() || (d == '.' && at(1).is_some_and(|n| n.is_ascii_digit())) => {
                lex_number(&chars, i)?
            }
            a if is_ident_start(a) => lex_path(&chars, i),
            other => return Err((column, ExprErrorKind::UnexpectedChar(other))),
        };
        out.push(Spanned { tok, column });
        i += len;
    }
    out.push(Spanned {
        tok: Tok::End,
        column: chars.len() + 1,
    });
    Ok(out)
}

fn is_ident_start(c: char) -> bool {
    c.is_alphabetic() || c == '_' || c == '$'
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '$'
}

fn lex_string(chars: &[char], start: usize) -> Result<(String, usize), (usize, ExprErrorKind)> {
    let quote = chars.get(start).copied().unwrap_or('"');
    let mut s = String::new();
    let mut i = start + 1;
    loop {
        let Some(&c) = chars.get(i) else {
            return Err((start + 1, ExprErrorKind::UnterminatedString));
        };
        if c == quote {
            return Ok((s, i + 1 - start));
        }
        if c == '\\' {
            let esc = chars.get(i + 1).copied();
            let (ch, used) = match esc {
                Some('n') => ('\n', 2),
                Some('t') => ('\t', 2),
                Some('r') => ('\r', 2),
                Some('\\') => ('\\', 2),
                Some('\'') => ('\'', 2),
                Some('"') => ('"', 2),
                Some('/') => ('/', 2),
                Some('u') => {
                    let hex: String = chars.get(i + 2..i + 6).unwrap_or(&[]).iter().collect();
                    let ch = (hex.len() == 4)
                        .then(|| u32::from_str_radix(&hex, 16).ok())
                        .flatten()
                        .and_then(char::from_u32)
                        .ok_or((i + 1, ExprErrorKind::InvalidEscape))?;
                    (ch, 6)
                }
                _ => return Err((i + 1, ExprErrorKind::InvalidEscape)),
            };
            s.push(ch);
            i += used;
        } else {
            s.push(c);
            i += 1;
        }
    }
}

fn lex_number(chars: &[char], start: usize) -> Result<(Tok, usize), (usize, ExprErrorKind)> {
    let mut i = start;
    let digits = |i: &mut usize| {
        while chars.get(*i).is_some_and(char::is_ascii_digit) {
            *i += 1;
        }
    };
    digits(&mut i);
    if chars.get(i) == Some(&'.') && chars.get(i + 1).is_some_and(char::is_ascii_digit) {
        i += 1;
        digits(&mut i);
    }
    if matches!(chars.get(i), Some('e' | 'E')) {
        let mut j = i + 1;
        if matches!(chars.get(j), Some('+' | '-')) {
            j += 1;
        }
        if chars.get(j).is_some_and(char::is_ascii_digit) {
            i = j;
            digits(&mut i);
        } else {
            let text: String = chars.get(start..j).unwrap_or(&[]).iter().collect();
            return Err((start + 1, ExprErrorKind::InvalidNumber(text)));
        }
    }
    let text: String = chars.get(start..i).unwrap_or(&[]).iter().collect();
    match crate::json_text::parse_decimal(&text) {
        Some(n) => Ok((Tok::Number(n), i - start)),
        None => Err((start + 1, ExprErrorKind::InvalidNumber(text))),
    }
}

/// An identifier, then `.segment` repeats where a segment is an identifier, digits or `*`.
fn lex_path(chars: &[char], start: usize) -> (Tok, usize) {
    let mut i = start;
    while chars.get(i).copied().is_some_and(is_ident_char) {
        i += 1;
    }
    let mut dotted = false;
    while chars.get(i) == Some(&'.') {
        match chars.get(i + 1).copied() {
            Some('*') => i += 2,
            Some(c) if is_ident_char(c) => {
                i += 1;
                while chars.get(i).copied().is_some_and(is_ident_char) {
                    i += 1;
                }
            }
            _ => break,
        }
        dotted = true;
    }
    let text: String = chars.get(start..i).unwrap_or(&[]).iter().collect();
    let tok = if dotted {
        Tok::Path(text)
    } else {
        match text.to_ascii_lowercase().as_str() {
            "and" => Tok::And,
            "or" => Tok::Or,
            "not" => Tok::Not,
            "in" => Tok::In,
            "true" => Tok::True,
            "false" => Tok::False,
            "null" => Tok::Null,
            _ => Tok::Path(text),
        }
    };
    (tok, i - start)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        tokenize(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn paths_numbers_strings() {
        assert_eq!(
            toks("list.*.x * 2.5 || 'a\\'b'"),
            vec![
                Tok::Path("list.*.x".into()),
                Tok::Star,
                Tok::Number(2.5),
                Tok::Concat,
                Tok::Str("a'b".into()),
                Tok::End
            ]
        );
        assert_eq!(
            toks("list.0.x"),
            vec![Tok::Path("list.0.x".into()), Tok::End]
        );
        assert_eq!(
            toks("NOT x"),
            vec![Tok::Not, Tok::Path("x".into()), Tok::End]
        );
        assert_eq!(toks("\"\\u00e9\""), vec![Tok::Str("é".into()), Tok::End]);
    }

    #[test]
    fn errors_name_the_column() {
        assert_eq!(tokenize("a # b").unwrap_err().0, 3);
        assert_eq!(
            tokenize("x == 'open").unwrap_err(),
            (6, ExprErrorKind::UnterminatedString)
        );
        assert_eq!(tokenize("1e+").unwrap_err().0, 1);
        assert!(matches!(
            tokenize("a && b").unwrap_err(),
            (3, ExprErrorKind::UnsupportedOperator("&&", _))
        ));
    }
}
