//! Dotted element paths: wildcard filling, lookup inside values, and how two paths relate.

use std::borrow::Cow;

use serde_json::Value;

/// Replaces each `*` segment of `path`, in order, with the next numeric segment of
/// `element_path` (the reference's `replaceWildcards`): `list.*.x` for element
/// `list.2.y` is `list.2.x`. Wildcards left over (more `*` than indices) stay `*`.
pub fn fill_wildcards(path: &str, element_path: &str) -> String {
    fill_wildcards_cow(path, element_path).into_owned()
}

/// As [`fill_wildcards`], borrowing `path` when it has no `*`.
pub fn fill_wildcards_cow<'a>(path: &'a str, element_path: &str) -> Cow<'a, str> {
    if !path.contains('*') {
        return Cow::Borrowed(path);
    }
    let mut indices = element_path
        .split('.')
        .filter(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit()));
    path.split('.')
        .map(|seg| {
            if seg == "*" {
                indices.next().unwrap_or("*")
            } else {
                seg
            }
        })
        .collect::<Vec<_>>()
        .join(".")
        .into()
}

/// The value at dotted `path` below `root`: object keys by name, array items by index.
/// The empty path is `root` itself.
pub fn lookup_path<'a>(root: &'a Value, path: &str) -> Option<&'a Value> {
    if path.is_empty() {
        return Some(root);
    }
    path.split('.').try_fold(root, |v, seg| match v {
        Value::Object(map) => map.get(seg),
        Value::Array(items) => seg.parse::<usize>().ok().and_then(|i| items.get(i)),
        _ => None,
    })
}

/// Whether `ancestor` is a strict ancestor of `path` (`address` of `address.city`).
pub fn is_ancestor(ancestor: &str, path: &str) -> bool {
    path.len() > ancestor.len()
        && path.starts_with(ancestor)
        && path.as_bytes().get(ancestor.len()) == Some(&b'.')
}

/// Whether a change at one path can change what the other path reads: equal, or one is an
/// ancestor of the other. `*` segments match any single segment.
pub fn paths_overlap(a: &str, b: &str) -> bool {
    a.split('.')
        .zip(b.split('.'))
        .all(|(x, y)| x == y || x == "*" || y == "*")
}

/// The strict ancestors of `path`, nearest first (`a.b.c` → `a.b`, `a`).
pub fn ancestors(path: &str) -> impl Iterator<Item = &str> {
    path.char_indices()
        .rev()
        .filter(|(_, c)| *c == '.')
        .filter_map(move |(i, _)| path.get(..i))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn wildcards_fill_in_order() {
        assert_eq!(fill_wildcards("list.*.x", "list.2.y"), "list.2.x");
        assert_eq!(fill_wildcards("a.*.b.*.c", "a.1.b.3.d"), "a.1.b.3.c");
        assert_eq!(fill_wildcards("list.*.x", "name"), "list.*.x");
        assert_eq!(fill_wildcards("plain", "list.2.y"), "plain");
    }

    #[test]
    fn lookup_and_relations() {
        let data = json!({"list": [{"x": 1}, {"x": 2}], "a": {"b": null}});
        assert_eq!(lookup_path(&data, "list.1.x"), Some(&json!(2)));
        assert_eq!(lookup_path(&data, "a.b"), Some(&json!(null)));
        assert_eq!(lookup_path(&data, "list.9.x"), None);
        assert!(is_ancestor("address", "address.city"));
        assert!(!is_ancestor("address", "addressee"));
        assert!(paths_overlap("address", "address.city"));
        assert!(paths_overlap("list.*.x", "list.3.x"));
        assert!(!paths_overlap("list.*.x", "list.3.y"));
        assert_eq!(ancestors("a.b.c").collect::<Vec<_>>(), vec!["a.b", "a"]);
    }
}
