//! `:name` / `{name}` placeholder replacement.

/// Replaces every `:name` and `{name}` occurrence of each pair's name with its value, in
/// one pass (a replaced value is never scanned again), trying longer names first so
/// `:values` is not read as `:value` + `s`.
pub fn replace_placeholders(text: &str, pairs: &[(String, String)]) -> String {
    let keys: Vec<(&str, &str)> = pairs
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    crate::locale::replace_keys(text, &keys)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn replaces_all_longest_first() {
        let pairs = p(&[("value", "V"), ("values", "a, b"), ("attribute", "Name")]);
        assert_eq!(
            replace_placeholders(":attribute :values :value {value} :attribute", &pairs),
            "Name a, b V V Name"
        );
        assert_eq!(replace_placeholders("{value", &pairs), "{value");
        assert_eq!(replace_placeholders("Zeit: 10:30", &pairs), "Zeit: 10:30");
    }

    #[test]
    fn does_not_rescan_values() {
        let pairs = p(&[("attribute", ":min"), ("min", "3")]);
        assert_eq!(
            replace_placeholders(":attribute ≥ :min", &pairs),
            ":min ≥ 3"
        );
    }
}
