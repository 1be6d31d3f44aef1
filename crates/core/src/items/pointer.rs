//! [`Pointer`]: keyboard movement over the listbox rows, and the rows in view.
//!
//! The pointer is a row index into the slice [`super::visible_rows`] returns, so every key
//! costs O(1) amortised (it only walks over disabled options and group headers), never a
//! search by value.

use std::ops::Range;

use super::rows::Row;

/// Pointer arithmetic over listbox rows; skips disabled options, and group headers unless
/// they can be pointed ([`with_groups`](Self::with_groups)).
#[derive(Debug, Clone, Copy)]
pub struct Pointer<'a> {
    rows: &'a [Row],
    groups: bool,
}

impl<'a> Pointer<'a> {
    /// A pointer over `rows` (group headers skipped).
    #[must_use]
    pub fn new(rows: &'a [Row]) -> Pointer<'a> {
        Pointer {
            rows,
            groups: false,
        }
    }

    /// A pointer over `rows` that also rests on enabled group headers when `groups` (a
    /// multi-value list with `groupSelect`: a header selects its group).
    #[must_use]
    pub fn with_groups(rows: &'a [Row], groups: bool) -> Pointer<'a> {
        Pointer { rows, groups }
    }

    fn selectable(&self, row: usize) -> bool {
        self.rows
            .get(row)
            .is_some_and(|r| r.is_pointable(self.groups))
    }

    /// The first selectable row at or after `from`.
    fn forward_from(&self, from: usize) -> Option<usize> {
        (from..self.rows.len()).find(|&r| self.selectable(r))
    }

    /// The last selectable row at or before `from`.
    fn backward_from(&self, from: usize) -> Option<usize> {
        let from = from.min(self.rows.len().checked_sub(1)?);
        (0..=from).rev().find(|&r| self.selectable(r))
    }

    /// The first selectable row (`Home`).
    #[must_use]
    pub fn first(&self) -> Option<usize> {
        self.forward_from(0)
    }

    /// The last selectable row (`End`).
    #[must_use]
    pub fn last(&self) -> Option<usize> {
        self.backward_from(usize::MAX)
    }

    /// `ArrowDown`: the next selectable row after `current`; with no current row (or one
    /// out of range) the first. At the end it wraps to the first when `wrap` (the APG's
    /// autocomplete list), otherwise stays (the select-only combobox).
    #[must_use]
    pub fn next(&self, current: Option<usize>, wrap: bool) -> Option<usize> {
        match current {
            Some(c) if c < self.rows.len() => self
                .forward_from(c + 1)
                .or_else(|| if wrap { self.first() } else { self.stay(c) }),
            _ => self.first(),
        }
    }

    /// `ArrowUp`: the previous selectable row before `current`; with no current row (or one
    /// out of range) the last. At the start it wraps to the last when `wrap`, otherwise
    /// stays.
    #[must_use]
    pub fn prev(&self, current: Option<usize>, wrap: bool) -> Option<usize> {
        match current {
            Some(c) if c < self.rows.len() => c
                .checked_sub(1)
                .and_then(|p| self.backward_from(p))
                .or_else(|| if wrap { self.last() } else { self.stay(c) }),
            _ => self.last(),
        }
    }

    /// `PageDown`: `n` rows further (at least one), on the nearest selectable row at or
    /// after that; the last selectable row when there is none.
    #[must_use]
    pub fn page_down(&self, current: Option<usize>, n: usize) -> Option<usize> {
        let Some(c) = current.filter(|&c| c < self.rows.len()) else {
            return self.first();
        };
        let target = c.saturating_add(n.max(1));
        self.forward_from(target)
            .or_else(|| self.backward_from(target))
    }

    /// `PageUp`: `n` rows back (at least one), on the nearest selectable row at or before
    /// that; the first selectable row when there is none.
    #[must_use]
    pub fn page_up(&self, current: Option<usize>, n: usize) -> Option<usize> {
        let Some(c) = current.filter(|&c| c < self.rows.len()) else {
            return self.last();
        };
        let target = c.saturating_sub(n.max(1));
        self.backward_from(target)
            .or_else(|| self.forward_from(target))
    }

    fn stay(&self, current: usize) -> Option<usize> {
        if self.selectable(current) {
            Some(current)
        } else {
            self.backward_from(current)
        }
    }
}

/// The rows to render for a windowed list with fixed row height: the rows intersecting
/// the viewport plus `overscan` rows on each side, clamped to `0..total`.
///
/// A row height that is not a positive finite number renders the first `2 * overscan + 1`
/// rows (a safe guess before the first layout). Negative or non-finite scroll positions
/// count as 0.
///
/// ```
/// use yewform_core::items::window;
/// assert_eq!(window(0.0, 200.0, 40.0, 3, 100_000), 0..8);
/// assert_eq!(window(4000.0, 200.0, 40.0, 3, 100_000), 97..108);
/// assert_eq!(window(1e9, 200.0, 40.0, 3, 10), 10..10);
/// ```
#[must_use]
pub fn window(
    scroll_top_px: f64,
    viewport_px: f64,
    row_px: f64,
    overscan: usize,
    total: usize,
) -> Range<usize> {
    if !(row_px.is_finite() && row_px > 0.0) {
        return 0..total.min(overscan.saturating_mul(2).saturating_add(1));
    }
    let top = if scroll_top_px.is_finite() {
        scroll_top_px.max(0.0)
    } else {
        0.0
    };
    let height = if viewport_px.is_finite() {
        viewport_px.max(0.0)
    } else {
        0.0
    };
    let first = to_index((top / row_px).floor());
    let last = to_index(((top + height) / row_px).ceil());
    let start = first.saturating_sub(overscan).min(total);
    let end = last.saturating_add(overscan).min(total);
    start..end.max(start)
}

/// The scroll position that brings `row` fully into view, or `None` when it already is.
///
/// ```
/// use yewform_core::items::scroll_into_view;
/// assert_eq!(scroll_into_view(10, 0.0, 200.0, 40.0), Some(240.0));
/// assert_eq!(scroll_into_view(2, 0.0, 200.0, 40.0), None);
/// assert_eq!(scroll_into_view(1, 100.0, 200.0, 40.0), Some(40.0));
/// ```
#[must_use]
pub fn scroll_into_view(
    row: usize,
    scroll_top_px: f64,
    viewport_px: f64,
    row_px: f64,
) -> Option<f64> {
    #[allow(clippy::cast_precision_loss)]
    let top = row as f64 * row_px;
    let bottom = top + row_px;
    if top < scroll_top_px {
        Some(top)
    } else if bottom > scroll_top_px + viewport_px {
        Some((bottom - viewport_px).max(0.0))
    } else {
        None
    }
}

#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
fn to_index(x: f64) -> usize {
    // `as` saturates for floats: huge values become usize::MAX, NaN becomes 0.
    x as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opt(index: usize, disabled: bool) -> Row {
        Row::Option { index, disabled }
    }

    fn rows() -> Vec<Row> {
        vec![
            Row::Group {
                group: 0,
                disabled: false,
            },
            opt(0, false),
            opt(1, true),
            opt(2, false),
            Row::Group {
                group: 1,
                disabled: false,
            },
            opt(3, false),
            opt(4, true),
        ]
    }

    #[test]
    fn moves_skip_headers_and_disabled() {
        let rows = rows();
        let p = Pointer::new(&rows);
        assert_eq!(p.first(), Some(1));
        assert_eq!(p.last(), Some(5));
        assert_eq!(p.next(None, false), Some(1));
        assert_eq!(p.next(Some(1), false), Some(3));
        assert_eq!(p.next(Some(3), false), Some(5));
        assert_eq!(p.next(Some(5), false), Some(5));
        assert_eq!(p.next(Some(5), true), Some(1));
        assert_eq!(p.prev(Some(5), false), Some(3));
        assert_eq!(p.prev(Some(1), false), Some(1));
        assert_eq!(p.prev(Some(1), true), Some(5));
        assert_eq!(p.prev(None, false), Some(5));
        assert_eq!(p.next(Some(99), false), Some(1));
    }

    #[test]
    fn pages() {
        let rows = rows();
        let p = Pointer::new(&rows);
        assert_eq!(p.page_down(Some(1), 1), Some(3));
        assert_eq!(p.page_down(Some(1), 10), Some(5));
        assert_eq!(p.page_up(Some(5), 3), Some(1));
        assert_eq!(p.page_up(Some(5), 10), Some(1));
        assert_eq!(p.page_up(Some(3), 2), Some(1));
    }

    #[test]
    fn nothing_selectable() {
        let rows = vec![
            Row::Group {
                group: 0,
                disabled: false,
            },
            opt(0, true),
        ];
        let p = Pointer::new(&rows);
        assert_eq!(p.first(), None);
        assert_eq!(p.next(None, true), None);
        assert_eq!(p.page_down(Some(0), 5), None);
        assert_eq!(Pointer::new(&[]).last(), None);
    }

    #[test]
    fn window_edges() {
        assert_eq!(window(0.0, 200.0, 0.0, 3, 100), 0..7);
        assert_eq!(window(f64::NAN, 200.0, 40.0, 0, 100), 0..5);
        assert_eq!(window(0.0, 200.0, 40.0, 3, 0), 0..0);
        assert_eq!(window(20.0, 200.0, 40.0, 0, 100), 0..6);
    }
}
