//! Deterministic ids from element paths: never random, so SSR output is stable.

/// The id of the element's field: the `id` option, else `yf-` and the path (`yf-city`,
/// `yf-address.city`, `yf-lines.0.qty`: the segments joined by `.`, as the reference's
/// `fieldId`, so that no child's id is a part's id of its container: a part is
/// `<fieldId>__<part>`). In a CSS selector escape the dots (`#yf-address\.city`) or
/// match the attribute (`[id="yf-address.city"]`).
pub fn field_id(path: &str, id: Option<&str>) -> String {
    match id {
        Some(id) if !id.is_empty() => id.to_string(),
        _ => ["yf-", path].concat(),
    }
}

/// The id of a part of an element: `label`, `description`, `info`, `error`, `listbox`.
pub fn part_id(field_id: &str, part: &str) -> String {
    yewform_core::layout::FrameShows::part_id(field_id, part)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_come_from_the_path() {
        assert_eq!(field_id("address.city", None), "yf-address.city");
        assert_eq!(field_id("city", Some("my-city")), "my-city");
        assert_eq!(part_id("yf-city", "label"), "yf-city__label");
    }
}
