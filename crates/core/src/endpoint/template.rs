//! [`UrlTemplate`]: endpoint URLs with `{path}` and `{path|'default'}` variables.

use serde_json::Value;

use super::encode::encode_uri_component;
use crate::items::scalar_text;

/// One part of a parsed URL template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UrlPart {
    /// Text copied as is.
    Literal(String),
    /// A variable: an element path and the text used when its value is `null` or missing.
    Variable {
        /// The element path, e.g. `address.country` or `list.*.country`.
        path: String,
        /// The default (`''` when none was given).
        default: String,
    },
}

/// An endpoint URL with variables, parsed once: `/api/cities?country={country|'de'}`.
///
/// Syntax, read by a small scanner (no regex):
///
/// - `{path}`: the value of the element at `path` (an empty string when it is `null`);
/// - `{path|'default'}`: the same, with `default` when the value is `null` or missing. The
///   default may contain `}` and `|` inside its quotes. Spaces around the path and the
///   quotes are ignored.
/// - `{path|default}` without quotes takes the text as written (the reference would use an
///   empty default).
/// - Braces that do not form a variable are literal text: a `{` without a closing `}`, a
///   `{` followed by another `{` before its `}`, a lone `}`, and `{}`.
///
/// ```
/// use serde_json::json;
/// use yewform_core::endpoint::UrlTemplate;
/// let url = UrlTemplate::parse("/api/cities?country={country|'de'}&f={filter}");
/// assert_eq!(url.variables(), vec!["country", "filter"]);
/// let rendered = url.render(&|path: &str| match path {
///     "filter" => Some(json!({"size": "big"})),
///     _ => None,
/// });
/// assert_eq!(rendered, "/api/cities?country=de&f=%7B%22size%22%3A%22big%22%7D");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UrlTemplate {
    parts: Vec<UrlPart>,
}

impl UrlTemplate {
    /// Parses `url` (never fails: what is not a variable is literal text).
    #[must_use]
    pub fn parse(url: &str) -> UrlTemplate {
        let mut parts = Vec::new();
        let mut literal = String::new();
        let mut rest = url;
        while let Some(open) = rest.find('{') {
            let (before, from_brace) = rest.split_at(open);
            literal.push_str(before);
            match parse_variable(from_brace) {
                Some((part, consumed)) => {
                    if !literal.is_empty() {
                        parts.push(UrlPart::Literal(std::mem::take(&mut literal)));
                    }
                    parts.push(part);
                    rest = from_brace.get(consumed..).unwrap_or("");
                }
                None => {
                    literal.push('{');
                    rest = from_brace.get(1..).unwrap_or("");
                }
            }
        }
        literal.push_str(rest);
        if !literal.is_empty() {
            parts.push(UrlPart::Literal(literal));
        }
        UrlTemplate { parts }
    }

    /// The parsed parts, in order.
    #[must_use]
    pub fn parts(&self) -> &[UrlPart] {
        &self.parts
    }

    /// Whether the URL has no variable (it never needs refetching).
    #[must_use]
    pub fn is_static(&self) -> bool {
        self.parts.iter().all(|p| matches!(p, UrlPart::Literal(_)))
    }

    /// The element paths the URL depends on, each once, in order of appearance. Fill `*`
    /// with [`UrlTemplate::with_element_path`] first.
    #[must_use]
    pub fn variables(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        // The paths listed so far: one lookup per variable, not a scan of the list.
        let mut seen = std::collections::HashSet::new();
        for part in &self.parts {
            if let UrlPart::Variable { path, .. } = part {
                if seen.insert(path.as_str()) {
                    out.push(path.clone());
                }
            }
        }
        out
    }

    /// The same template with every `*` of every variable path filled from
    /// `element_path` ([`resolve_wildcards`]).
    #[must_use]
    pub fn with_element_path(&self, element_path: &str) -> UrlTemplate {
        let parts = self
            .parts
            .iter()
            .map(|part| match part {
                UrlPart::Variable { path, default } => UrlPart::Variable {
                    path: resolve_wildcards(path, element_path),
                    default: default.clone(),
                },
                literal @ UrlPart::Literal(_) => literal.clone(),
            })
            .collect();
        UrlTemplate { parts }
    }

    /// The URL with each variable replaced by its value, encoded with
    /// [`encode_uri_component`]: an object or array as its JSON text, a string as is, a
    /// number or boolean as its text, and `null` or a missing value (`lookup` returns
    /// `None`) as the default. An empty string is a value, not missing.
    ///
    /// A value never changes the path: `/` and `\\` in it are encoded, and a path segment
    /// that holds a variable and would be a dot segment (`.` or `..`, each dot possibly
    /// written `%2e`, which the browser's URL parser removes together with the segment
    /// before it) has its dots encoded twice, `%252E`, which no URL parser takes for a dot
    /// (the server reads `%2E`). The template's own dot segments and everything after `?`
    /// or `#` are left as written.
    ///
    /// The segments are those a browser reads: the template's tabs and newlines, and the C0
    /// controls and spaces at the URL's start and end, are left out, as the browser's URL
    /// parser removes them (`/a/{v}\t/b` with `..` is `/a/%252E%252E/b`, not `/a/..\t/b`,
    /// which the browser would request as `/b`). The request is the same: the browser would
    /// have removed them.
    ///
    /// A value never changes the host either: when empty values make the URL start with
    /// two of `/` and `\\` (`/{a}/{b}` with `a` empty is `//{b}`, a protocol-relative URL
    /// naming the host `b`) while the template's own text does not start so, the URL is
    /// rendered with `/.` before it (`/.//evil.test`), which the browser resolves on the
    /// page's host with the empty first segment kept (the dot segment is removed).
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::endpoint::UrlTemplate;
    /// let url = UrlTemplate::parse("/api/users/{v}/profile?q={v}");
    /// let rendered = url.render(&|_: &str| Some(json!("..")));
    /// assert_eq!(rendered, "/api/users/%252E%252E/profile?q=..");
    /// let streets = UrlTemplate::parse("/{tenant}/{city}/streets");
    /// let rendered = streets.render(&|p: &str| Some(json!(if p == "tenant" { "" } else { "evil.test" })));
    /// assert_eq!(rendered, "/.//evil.test/streets");
    /// ```
    #[must_use]
    pub fn render(&self, lookup: &dyn Fn(&str) -> Option<Value>) -> String {
        let mut out = String::new();
        // Where the current path segment starts in `out` and whether a variable is in it;
        // `None` once the path has ended (at a `?` or `#`).
        let mut segment: Option<(usize, bool)> = Some((0, false));
        for part in &self.parts {
            match part {
                UrlPart::Literal(text) => {
                    for c in text.chars() {
                        // What a browser's URL parser removes before reading the URL: tabs
                        // and newlines anywhere, C0 controls and spaces at the start (and, below,
                        // at the end). Removed here, the segments checked are the ones the
                        // browser reads (a value is encoded: it holds none of them).
                        if matches!(c, '\t' | '\n' | '\r') || (out.is_empty() && c <= ' ') {
                            continue;
                        }
                        if let (Some((start, has_value)), '/' | '\\' | '?' | '#') = (segment, c) {
                            if has_value {
                                escape_dot_segment(&mut out, start);
                            }
                            segment = matches!(c, '/' | '\\').then_some((out.len() + 1, false));
                        }
                        out.push(c);
                    }
                }
                UrlPart::Variable { path, default } => {
                    let text = match lookup(path) {
                        None | Some(Value::Null) => default.clone(),
                        Some(value @ (Value::Array(_) | Value::Object(_))) => {
                            serde_json::to_string(&value).unwrap_or_default()
                        }
                        Some(scalar) => scalar_text(&scalar).unwrap_or_default(),
                    };
                    out.push_str(&encode_uri_component(&text));
                    if let Some((_, has_value)) = segment.as_mut() {
                        *has_value = true;
                    }
                }
            }
        }
        out.truncate(out.trim_end_matches(|c: char| c <= ' ').len());
        if let Some((start, true)) = segment {
            escape_dot_segment(&mut out, start);
        }
        let own_start = matches!(self.parts.first(), Some(UrlPart::Literal(text)) if authority_at(text).is_some());
        if !own_start {
            if let Some(at) = authority_at(&out) {
                out.insert_str(at, "/.");
            }
        }
        out
    }
}

/// Where `url` starts as a browser reads it (after the leading C0 controls and spaces it
/// strips), when it starts with two of `/` and `\\` (tabs and newlines, which the browser
/// removes, skipped): a protocol-relative URL, whose next segment is a host.
fn authority_at(url: &str) -> Option<usize> {
    let at = url.len() - url.trim_start_matches(|c: char| c <= ' ').len();
    let mut significant = url
        .get(at..)?
        .chars()
        .filter(|c| !matches!(c, '\t' | '\n' | '\r'));
    matches!(
        (significant.next(), significant.next()),
        (Some('/' | '\\'), Some('/' | '\\'))
    )
    .then_some(at)
}

/// Replaces the path segment `out[start..]` by `%252E` per dot when it is a dot segment of
/// the URL Standard (`.`, `..`, each dot possibly `%2e` in any case).
fn escape_dot_segment(out: &mut String, start: usize) {
    let dots = match out.get(start..).map(str::to_ascii_lowercase).as_deref() {
        Some("." | "%2e") => 1,
        Some(".." | ".%2e" | "%2e." | "%2e%2e") => 2,
        _ => return,
    };
    out.truncate(start);
    for _ in 0..dots {
        out.push_str("%252E");
    }
}

/// `path` with each `*` segment replaced, in order, by the next numeric segment of
/// `element_path` (`list.*.country` for element `list.2.city` is `list.2.country`).
/// Wildcards left over stay `*`.
#[must_use]
pub fn resolve_wildcards(path: &str, element_path: &str) -> String {
    crate::conditions::path::fill_wildcards(path, element_path)
}

/// Reads a variable at the start of `text` (which starts with `{`): the part and the number
/// of bytes consumed, or `None` when the brace is literal.
fn parse_variable(text: &str) -> Option<(UrlPart, usize)> {
    let inner = text.get(1..)?;
    let end_of_path = inner.find(['|', '}', '{'])?;
    let path = inner.get(..end_of_path)?.trim();
    let after_path = inner.get(end_of_path..)?;
    if path.is_empty() {
        return None;
    }
    let (default, consumed_inner) = if after_path.starts_with('}') {
        (String::new(), end_of_path + 1)
    } else if let Some(after_bar) = after_path.strip_prefix('|') {
        let (default, used) = parse_default(after_bar)?;
        (default, end_of_path + 1 + used)
    } else {
        // Another `{` before the closing brace.
        return None;
    };
    Some((
        UrlPart::Variable {
            path: path.to_owned(),
            default,
        },
        1 + consumed_inner,
    ))
}

/// Reads `'default'}` or `default}`: the default and the bytes consumed (with the `}`).
fn parse_default(text: &str) -> Option<(String, usize)> {
    let trimmed = text.trim_start();
    let lead = text.len() - trimmed.len();
    if let Some(quoted) = trimmed.strip_prefix('\'') {
        if let Some(close) = quoted.find('\'') {
            let after = quoted.get(close + 1..)?;
            let after_trimmed = after.trim_start();
            if after_trimmed.starts_with('}') {
                let used = lead + 1 + close + 1 + (after.len() - after_trimmed.len()) + 1;
                return Some((quoted.get(..close)?.to_owned(), used));
            }
        }
    }
    let close = text.find(['}', '{'])?;
    if text.get(close..)?.starts_with('{') {
        return None;
    }
    Some((text.get(..close)?.trim().to_owned(), close + 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn var(path: &str, default: &str) -> UrlPart {
        UrlPart::Variable {
            path: path.into(),
            default: default.into(),
        }
    }

    fn lit(text: &str) -> UrlPart {
        UrlPart::Literal(text.into())
    }

    #[test]
    fn parses_variables_and_defaults() {
        assert_eq!(
            UrlTemplate::parse("/a/{x}/b?c={ y | 'd e' }").parts(),
            &[lit("/a/"), var("x", ""), lit("/b?c="), var("y", "d e")]
        );
        assert_eq!(
            UrlTemplate::parse("{x|'a}|b'}").parts(),
            &[var("x", "a}|b")]
        );
        assert_eq!(UrlTemplate::parse("{x|raw}").parts(), &[var("x", "raw")]);
    }

    #[test]
    fn unbalanced_braces_are_literal() {
        for text in [
            "/a{b", "/a}b", "{}", "{{x}", "/a{|'d'}", "{x|'d'", "{x|{y}}",
        ] {
            let t = UrlTemplate::parse(text);
            let rendered = t.render(&|_: &str| Some(json!("V")));
            match text {
                "{{x}" => assert_eq!(rendered, "{V"),
                "{x|{y}}" => assert_eq!(rendered, "{x|V}"),
                _ => assert_eq!(rendered, text, "{text}"),
            }
        }
    }

    #[test]
    fn render_values() {
        let t = UrlTemplate::parse("{a}|{b|'x'}|{c|'y'}|{d}|{e}");
        let rendered = t.render(&|p: &str| match p {
            "a" => Some(json!(1.0)),
            "b" => Some(json!(null)),
            "d" => Some(json!("")),
            "e" => Some(json!([1, "a b"])),
            _ => None,
        });
        assert_eq!(rendered, "1|x|y||%5B1%2C%22a%20b%22%5D");
    }

    #[test]
    fn numbers_render_as_javascript_writes_them() {
        // The reference sends `encodeURIComponent(String(value))` (audit30 J6).
        let t = UrlTemplate::parse("/x?a={a}");
        for (value, sent) in [
            (json!(0.000_001), "/x?a=0.000001"),
            (json!(1.5e-7), "/x?a=1.5e-7"),
            (json!(1e21), "/x?a=1e%2B21"),
            (
                json!(123_456_789_012_345_678_901.0),
                "/x?a=123456789012345680000",
            ),
            (json!(1e20), "/x?a=100000000000000000000"),
            (json!(-0.0), "/x?a=0"),
            (json!(42), "/x?a=42"),
            (json!(2.5), "/x?a=2.5"),
        ] {
            assert_eq!(t.render(&|_: &str| Some(value.clone())), sent, "{value}");
        }
    }

    #[test]
    fn wildcards() {
        let t = UrlTemplate::parse("/x?c={list.*.country}").with_element_path("list.3.city");
        assert_eq!(t.variables(), vec!["list.3.country"]);
        assert!(!t.is_static());
        assert!(UrlTemplate::parse("/plain").is_static());
    }
}
