//! Helpers shared by the SSR test files.

/// The value of `attr` on the first tag that contains `marker` (a marker starting with `<`
/// is the tag's own opening).
#[allow(dead_code)] // not every test file reads attributes
pub fn attr_of(html: &str, marker: &str, attr: &str) -> Option<String> {
    let at = html.find(marker)?;
    let start = if marker.starts_with('<') {
        at
    } else {
        html[..at].rfind('<')?
    };
    let end = at + html[at..].find('>')?;
    let tag = &html[start..end];
    let key = format!(" {attr}=\"");
    let from = tag.find(&key)? + key.len();
    let to = from + tag[from..].find('"')?;
    Some(tag[from..to].to_string())
}

/// Asserts that no `id` repeats in `html` (each part, label and field of a page has its own).
#[allow(dead_code)] // not every test file checks ids
pub fn assert_unique_ids(html: &str, what: &str) {
    let mut ids: Vec<&str> = html
        .split(" id=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect();
    let count = ids.len();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), count, "duplicate ids ({what}) in {html}");
}
