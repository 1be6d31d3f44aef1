//! The 12-column grid classes `yf-col-<n>` and `yf-col-<bp>-<n>`.

use crate::sheet_build::{attr, block, media};
use stylist::ast::ScopeContent;

/// The breakpoints of the column classes, `(name, min-width in px)`, smallest first.
pub const BREAKPOINTS: [(&str, u32); 5] = [
    ("sm", 640),
    ("md", 768),
    ("lg", 1024),
    ("xl", 1280),
    ("2xl", 1536),
];

/// The number of grid columns.
pub const GRID_COLUMNS: u8 = 12;

/// The class for `n` columns at `breakpoint` (`None` or `Some("default")` is the base, for
/// every width). `n` is clamped to `0..=12`; an unknown breakpoint answers the base class,
/// since it has no CSS rule.
///
/// `0` hides the box (`display: none`) from that breakpoint up. The elements only give `0`
/// to an absent label (Vueform: "label is 0 when the element has no label"), so a later
/// non-zero breakpoint class does not re-show a box hidden by a smaller one.
///
/// ```
/// use yewform_themes::column_class;
///
/// assert_eq!(column_class(None, 6), "yf-col-6");
/// assert_eq!(column_class(Some("lg"), 4), "yf-col-lg-4");
/// assert_eq!(column_class(Some("2xl"), 20), "yf-col-2xl-12");
/// assert_eq!(column_class(Some("huge"), 3), "yf-col-3");
/// ```
pub fn column_class(breakpoint: Option<&str>, n: u8) -> String {
    let n = n.min(GRID_COLUMNS);
    match breakpoint.filter(|bp| BREAKPOINTS.iter().any(|(name, _)| name == bp)) {
        Some(bp) => format!("yf-col-{bp}-{n}"),
        None => format!("yf-col-{n}"),
    }
}

fn column_rule(class: String, n: u8) -> stylist::ast::Block {
    let selector = format!(".{class}");
    if n == 0 {
        block(selector, vec![attr("display", "none")])
    } else {
        block(
            selector,
            vec![attr("grid-column", &format!("span {n} / span {n}"))],
        )
    }
}

/// The column rules: the base classes, then one `@media (min-width: …)` per breakpoint.
pub(crate) fn column_rules() -> Vec<ScopeContent> {
    let mut rules: Vec<ScopeContent> = (0..=GRID_COLUMNS)
        .map(|n| ScopeContent::Block(column_rule(column_class(None, n), n)))
        .collect();
    for (bp, min_width) in BREAKPOINTS {
        let blocks = (0..=GRID_COLUMNS)
            .map(|n| column_rule(column_class(Some(bp), n), n))
            .collect();
        rules.push(media(format!("@media (min-width: {min_width}px)"), blocks));
    }
    rules
}
