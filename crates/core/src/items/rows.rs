//! [`visible_rows`]: the listbox's rows after search, `limit` and `groupHideEmpty`.

use super::list::OptionList;

/// One row of the open listbox.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Row {
    /// A group header (`groups: true`): pointed at only in a multi-value list with
    /// `groupSelect` ([`Row::is_pointable`]).
    Group {
        /// The group's index ([`OptionList::group`]).
        group: usize,
        /// Whether the group is disabled.
        disabled: bool,
    },
    /// An option.
    Option {
        /// The option's flat index ([`OptionList`]).
        index: usize,
        /// Whether the option is disabled (and so skipped by the pointer).
        disabled: bool,
    },
}

impl Row {
    /// Whether the pointer may rest on this row: an enabled option.
    #[must_use]
    pub fn is_selectable(&self) -> bool {
        matches!(
            self,
            Row::Option {
                disabled: false,
                ..
            }
        )
    }
}

impl Row {
    /// Whether the pointer may rest on this row: an enabled option, or with `groups` an
    /// enabled group header ([`super::Pointer::with_groups`]).
    #[must_use]
    pub fn is_pointable(&self, groups: bool) -> bool {
        match self {
            Row::Option { disabled, .. } => !disabled,
            // Only a multi-value list points headers.
            Row::Group { disabled, .. } => cfg!(feature = "multi") && groups && !disabled,
        }
    }
}

/// The rows to show for the matching options `matches` (ascending flat indices, as
/// [`super::SearchIndex::search`] returns them).
///
/// - `limit`: at most this many options (headers not counted); `None` for no limit. The
///   schema's `limit` is [`SelectSchema::rows_limit`](crate::schema::SelectSchema::rows_limit).
/// - Grouped items keep their structure: each group's header, then its matching options.
///   Groups after the limit is reached are not shown. A group with no matching option shows
///   its header alone, unless `group_hide_empty`: a select passes
///   [`SelectSchema::hides_empty_groups`](crate::schema::SelectSchema::hides_empty_groups),
///   which is true while a search text is typed (so a search matching nothing gives no row,
///   and the list says "No options found") and otherwise is `groupHideEmpty`.
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::{normalize, visible_rows, ItemOptions, Row};
/// let opts = ItemOptions { groups: true, ..ItemOptions::default() };
/// let items = normalize(&json!([
///     {"label": "A", "items": ["a1", "a2"]},
///     {"label": "B", "items": ["b1"]},
/// ]), &opts).unwrap();
/// let rows = visible_rows(&items, &[1, 2], None, true);
/// assert_eq!(rows, vec![
///     Row::Group { group: 0, disabled: false },
///     Row::Option { index: 1, disabled: false },
///     Row::Group { group: 1, disabled: false },
///     Row::Option { index: 2, disabled: false },
/// ]);
/// ```
#[must_use]
pub fn visible_rows(
    items: &dyn OptionList,
    matches: &[usize],
    limit: Option<usize>,
    group_hide_empty: bool,
) -> Vec<Row> {
    let budget = limit.unwrap_or(usize::MAX);
    let len = items.len();
    if !items.is_grouped() {
        // Sized once: 100,000 rows grown by doubling would peak at twice their size.
        let mut rows = Vec::with_capacity(matches.len().min(budget));
        rows.extend(
            matches
                .iter()
                .take(budget)
                .filter(|&&index| index < len)
                .map(|&index| Row::Option {
                    index,
                    disabled: items.is_disabled(index),
                }),
        );
        return rows;
    }
    let groups = items.group_count();
    let mut rows = Vec::with_capacity(matches.len().min(budget) + groups);
    let mut taken = 0usize;
    let mut cursor = 0usize; // into `matches`
    let mut offset = 0usize; // flat index of the group's first option
    for g in 0..groups {
        let Some(group) = items.group(g) else {
            break;
        };
        if taken >= budget && budget > 0 {
            break;
        }
        let end = offset + group.len;
        let header = rows.len();
        rows.push(Row::Group {
            group: g,
            disabled: group.disabled,
        });
        let mut shown = 0usize;
        while let Some(&index) = matches.get(cursor) {
            if index >= end {
                break;
            }
            cursor += 1;
            if index < offset || taken >= budget {
                continue;
            }
            rows.push(Row::Option {
                index,
                disabled: items.is_disabled(index),
            });
            taken += 1;
            shown += 1;
        }
        if shown == 0 && (group_hide_empty || budget == 0) {
            rows.truncate(header);
        }
        offset = end;
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::items::{ItemOptions, Items, normalize};
    use serde_json::json;

    fn grouped() -> Items {
        let opts = ItemOptions {
            groups: true,
            ..ItemOptions::default()
        };
        normalize(
            &json!([
                {"label": "A", "items": ["a1", "a2", "a3"]},
                {"label": "Empty", "items": []},
                {"label": "B", "items": ["b1", "b2"], "disabled": true},
            ]),
            &opts,
        )
        .unwrap()
    }

    #[test]
    fn limit_counts_options_across_groups() {
        let rows = visible_rows(&grouped(), &[0, 1, 2, 3, 4], Some(4), false);
        assert_eq!(
            rows,
            vec![
                Row::Group {
                    group: 0,
                    disabled: false
                },
                Row::Option {
                    index: 0,
                    disabled: false
                },
                Row::Option {
                    index: 1,
                    disabled: false
                },
                Row::Option {
                    index: 2,
                    disabled: false
                },
                Row::Group {
                    group: 1,
                    disabled: false
                },
                Row::Group {
                    group: 2,
                    disabled: true
                },
                Row::Option {
                    index: 3,
                    disabled: true
                },
            ]
        );
    }

    #[test]
    fn empty_groups_hidden_on_request() {
        let rows = visible_rows(&grouped(), &[3], None, true);
        assert_eq!(
            rows,
            vec![
                Row::Group {
                    group: 2,
                    disabled: true
                },
                Row::Option {
                    index: 3,
                    disabled: true
                },
            ]
        );
        let rows = visible_rows(&grouped(), &[3], None, false);
        assert_eq!(rows.len(), 4);
    }

    #[test]
    fn a_limit_of_zero_rows_shows_nothing() {
        // The schema's `limit: 0` is no limit (`SelectSchema::rows_limit` is `None`).
        assert!(visible_rows(&grouped(), &[0, 1], Some(0), false).is_empty());
    }
}
