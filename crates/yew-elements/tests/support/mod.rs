//! Helpers shared by the SSR test files.

/// The value of `attr` on the first tag that contains `marker` (a marker starting with `<`
/// is the tag's own opening).
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
