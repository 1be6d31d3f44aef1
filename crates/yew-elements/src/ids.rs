//! Deterministic ids from element paths: never random, so SSR output is stable.

/// The id of the element's field in a form without an `id`: the `id` option (inside a list
/// item followed by the item's index, `qty-2` at `lines.2.qty`), else `yf-` and the path
/// (`yf-city`, `yf-address.city`, `yf-lines.0.qty`: the segments joined by `.`, as the
/// reference's `fieldId`, so that no child's id is a part's id of its container: a part is
/// `<fieldId>__<part>`). In a CSS selector escape the dots (`#yf-address\.city`) or match
/// the attribute (`[id="yf-address.city"]`). Decided in core:
/// [`FrameShows::field_id`](yewform_core::layout::FrameShows::field_id).
pub fn field_id(path: &str, id: Option<&str>) -> String {
    yewform_core::layout::FrameShows::field_id(path, id, None)
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
        assert_eq!(field_id("lines.2.qty", Some("qty")), "qty-2");
        assert_eq!(part_id("yf-city", "label"), "yf-city__label");
    }
}
