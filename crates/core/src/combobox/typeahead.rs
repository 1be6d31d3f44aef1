//! Type-ahead for select-only comboboxes: typed characters move the pointer to the next
//! option whose label starts with them.

use crate::items::{OptionList, Row, fold};

/// After this many milliseconds without a key, type-ahead starts a new word.
pub const TYPEAHEAD_RESET_MS: f64 = 500.0;

/// The row after `from` (cycling) whose option label starts with `typed` (folded: case and
/// accents ignored). A buffer of one repeated letter cycles through the options starting
/// with that letter.
pub fn find(
    rows: &[Row],
    items: &dyn OptionList,
    from: Option<usize>,
    typed: &str,
) -> Option<usize> {
    let folded = fold(typed, false);
    let mut chars = folded.chars();
    let first = chars.next()?;
    let repeated = chars.all(|c| c == first);
    let (needle, start) = if repeated && folded.chars().count() > 1 {
        (first.to_string(), from.map_or(0, |f| f + 1))
    } else if folded.chars().count() == 1 {
        (folded.clone(), from.map_or(0, |f| f + 1))
    } else {
        (folded.clone(), from.unwrap_or(0))
    };
    let total = rows.len();
    (0..total)
        .map(|i| (start + i) % total.max(1))
        .find(|&row| match rows.get(row) {
            Some(Row::Option {
                index,
                disabled: false,
            }) => items
                .label(*index)
                .is_some_and(|label| fold(label, false).starts_with(&needle)),
            _ => false,
        })
}
