//! Placeholder replacement in translated strings.

/// Replaces every `:key` and `{key}` placeholder in `text` with the matching value of
/// `params`.
///
/// Keys are tried longest first at each position, so a `:min` parameter does not eat the
/// start of `:minimum`. The text is scanned once, so a replacement value that itself contains
/// `:key` is never replaced again.
///
/// Difference from the reference: Vueform's `__()` replaces only the **first** occurrence of
/// each placeholder; yewform replaces all of them.
///
/// ```
/// use yewform_core::locale::format;
/// let text = format(":attribute needs :min to :minimum ({min})", &[
///     ("attribute", "Age".to_string()),
///     ("min", "1".to_string()),
///     ("minimum", "3".to_string()),
/// ]);
/// assert_eq!(text, "Age needs 1 to 3 (1)");
/// ```
#[must_use]
pub fn format(text: &str, params: &[(&str, String)]) -> String {
    let mut ordered: Vec<&(&str, String)> = params.iter().filter(|(k, _)| !k.is_empty()).collect();
    ordered.sort_by_key(|p| std::cmp::Reverse(p.0.len()));

    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(first) = rest.chars().next() {
        let mut replaced = false;
        if first == ':' || first == '{' {
            let after = rest.get(1..).unwrap_or("");
            for (key, value) in &ordered {
                let Some(tail) = after.strip_prefix(*key) else {
                    continue;
                };
                if first == ':' {
                    out.push_str(value);
                    rest = tail;
                    replaced = true;
                    break;
                }
                if let Some(tail) = tail.strip_prefix('}') {
                    out.push_str(value);
                    rest = tail;
                    replaced = true;
                    break;
                }
            }
        }
        if !replaced {
            out.push(first);
            rest = rest.get(first.len_utf8()..).unwrap_or("");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::format;

    fn p(k: &'static str, v: &str) -> (&'static str, String) {
        (k, v.to_string())
    }

    #[test]
    fn replaces_colon_and_brace_forms() {
        assert_eq!(
            format("Accepted mimes are: :mimes", &[p("mimes", "a, b")]),
            "Accepted mimes are: a, b"
        );
        assert_eq!(format("{count} results", &[p("count", "3")]), "3 results");
    }

    #[test]
    fn replaces_every_occurrence() {
        assert_eq!(format(":a and :a and {a}", &[p("a", "x")]), "x and x and x");
    }

    #[test]
    fn longest_key_wins() {
        let params = [p("min", "1"), p("minimum", "9")];
        assert_eq!(format(":minimum/:min", &params), "9/1");
        assert_eq!(format("{minimum}/{min}", &params), "9/1");
    }

    #[test]
    fn replacement_values_are_not_rescanned() {
        assert_eq!(format(":a :b", &[p("a", ":b"), p("b", "B")]), ":b B");
    }

    #[test]
    fn unknown_and_unclosed_placeholders_stay() {
        assert_eq!(
            format(":other {x {count", &[p("count", "3"), p("x", "X")]),
            ":other {x {count"
        );
        assert_eq!(format("ünïcode :x", &[p("x", "ß")]), "ünïcode ß");
        assert_eq!(format("", &[p("x", "y")]), "");
        assert_eq!(format("trailing :", &[p("", "nope")]), "trailing :");
    }
}
