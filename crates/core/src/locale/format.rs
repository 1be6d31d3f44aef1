//! Placeholder replacement in translated strings.

/// Replaces every `:key` and `{key}` placeholder in `text` with the matching value of
/// `params`.
///
/// A `:key` is a whole word, as the reference's `/:\w+/`: `:min` is not replaced inside
/// `:minimum` (nor `:attribute` inside `:attributes`), which stays as written when there is no
/// `minimum` parameter. The text is scanned once, so a replacement value that itself contains
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
    let keys: Vec<(&str, &str)> = params.iter().map(|(k, v)| (*k, v.as_str())).collect();
    replace_keys(text, &keys)
}

/// Replaces each `:key` (a whole word: not followed by an ASCII letter, digit or `_`) and
/// `{key}` of `text` with its value in one pass, the longest matching key at each position
/// (the first of equal ones); empty keys never match. Shared
/// by [`format`] and `messages::replace_placeholders` (one copy, no sort: docs/size.md).
pub(crate) fn replace_keys(text: &str, keys: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(first) = rest.chars().next() {
        // (key length, rest after the placeholder, value) of the longest match so far.
        let mut best: Option<(usize, &str, &str)> = None;
        if first == ':' || first == '{' {
            let after = rest.get(1..).unwrap_or("");
            for &(key, value) in keys {
                if key.is_empty() || best.is_some_and(|(len, _, _)| key.len() <= len) {
                    continue;
                }
                let Some(tail) = after.strip_prefix(key) else {
                    continue;
                };
                let tail = if first == ':' {
                    // A whole word only, as the reference's `/:\w+/`: `:minimum` is not
                    // `:min` + `imum`.
                    let word_goes_on = tail
                        .chars()
                        .next()
                        .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
                    (!word_goes_on).then_some(tail)
                } else {
                    tail.strip_prefix('}')
                };
                if let Some(tail) = tail {
                    best = Some((key.len(), tail, value));
                }
            }
        }
        match best {
            Some((_, tail, value)) => {
                out.push_str(value);
                rest = tail;
            }
            None => {
                out.push(first);
                rest = rest.get(first.len_utf8()..).unwrap_or("");
            }
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
    fn first_of_equal_keys_wins_and_brace_form_falls_back_to_a_shorter_key() {
        assert_eq!(format(":a", &[p("a", "1"), p("a", "2")]), "1");
        let params = [p("ab", "1"), p("abc", "2")];
        assert_eq!(format("{ab}c {abc}", &params), "1c 2");
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
