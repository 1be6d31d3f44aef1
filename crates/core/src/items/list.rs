//! [`OptionList`]: reading options by flat index, from [`Items`] or an [`OptionStore`], so
//! that search, rows, the combobox and the views read the one list the options were
//! normalised into, without a copy per option.

use serde_json::{Map, Value};

use super::option::{Items, Kept, Opt, OptValue};
use super::store::OptionStore;

/// A group header of an [`OptionList`] (`groups: true`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GroupInfo<'a> {
    /// The header, already localised.
    pub label: &'a str,
    /// Whether the whole group is disabled.
    pub disabled: bool,
    /// The original group object.
    pub raw: &'a Value,
    /// How many options the group holds (they follow the previous groups' in flat order).
    pub len: usize,
}

/// An option list read by flat index (the position across groups, [`Items::options`]):
/// implemented by [`OptionStore`] (what the views hold) and by [`Items`]. Everything that
/// reads options (search, [`visible_rows`](super::visible_rows), the combobox machine,
/// [`admits`](super::admits)) takes a `&dyn OptionList`, so `&items` and `&store` are given
/// alike.
///
/// ```
/// use serde_json::json;
/// use yewform_core::items::{OptionList, OptionStore};
///
/// let store = OptionStore::from_pairs([(1, "One"), (2, "Two")]);
/// let list: &dyn OptionList = &store;
/// assert_eq!(list.label(1), Some("Two"));
/// assert_eq!(list.position(&json!(2)), Some(1));
/// assert!(!list.is_grouped());
/// ```
pub trait OptionList {
    /// The number of options (over all groups).
    fn len(&self) -> usize;

    /// Whether there is no option.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Option `index`'s label.
    fn label(&self, index: usize) -> Option<&str>;

    /// Option `index`'s value.
    fn value(&self, index: usize) -> Option<&OptValue>;

    /// Whether option `index` is disabled (its own `disabled`, or its group's).
    fn is_disabled(&self, index: usize) -> bool;

    /// Option `index`'s original object item when it was kept ([`Kept::Object`]).
    fn kept_object(&self, index: usize) -> Option<&Map<String, Value>>;

    /// Whether option `index`'s item was an object (kept or not), not a scalar.
    fn is_object_item(&self, index: usize) -> bool;

    /// Option `index` as an [`Opt`] (a copy of this one option: what the machine keeps of a
    /// chosen option).
    fn opt(&self, index: usize) -> Option<Opt>;

    /// Whether the options are grouped (`groups: true`), even with no group.
    fn is_grouped(&self) -> bool;

    /// The number of groups (0 for a flat list).
    fn group_count(&self) -> usize;

    /// Group `group`'s header and size.
    fn group(&self, group: usize) -> Option<GroupInfo<'_>>;

    /// The flat index of the first option whose value is `value` ([`OptValue::matches`]).
    fn position(&self, value: &Value) -> Option<usize> {
        (0..self.len()).find(|&i| self.value(i).is_some_and(|v| v.matches(value)))
    }

    /// The options by value, when the list keeps an index (an [`OptionStore`]'s, built on
    /// first use and kept: [`OptionStore::value_index`]); `None` otherwise. What checks a
    /// multi-value element's many values against the options at once.
    #[cfg(feature = "multi")]
    fn value_lookup(&self) -> Option<std::sync::Arc<crate::combobox::multi::ValueIndex>> {
        None
    }

    /// Option `index` as an object, the element's value when `object: true`
    /// ([`Opt::as_object`]).
    fn as_object(&self, index: usize, value_prop: &str, label_prop: &str) -> Option<Value> {
        if let Some(kept) = self.kept_object(index) {
            return Some(Value::Object(kept.clone()));
        }
        let mut map = Map::new();
        map.insert(value_prop.to_owned(), self.value(index)?.to_value());
        map.insert(
            label_prop.to_owned(),
            Value::String(self.label(index)?.to_owned()),
        );
        Some(Value::Object(map))
    }
}

/// Shows the length only: a `Debug` supertrait would put every implementor's `Debug` (and
/// with it `serde_json::Value`'s and the float formatting) into each `dyn OptionList`
/// vtable, about 11 KB gzip of wasm that no app calls.
impl std::fmt::Debug for dyn OptionList + '_ {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OptionList")
            .field("len", &self.len())
            .finish_non_exhaustive()
    }
}

impl OptionList for Items {
    fn len(&self) -> usize {
        Items::len(self)
    }

    fn label(&self, index: usize) -> Option<&str> {
        self.option(index).map(|o| o.label.as_str())
    }

    fn value(&self, index: usize) -> Option<&OptValue> {
        self.option(index).map(|o| &o.value)
    }

    fn is_disabled(&self, index: usize) -> bool {
        self.option(index).is_some_and(|o| o.disabled)
    }

    fn kept_object(&self, index: usize) -> Option<&Map<String, Value>> {
        self.option(index).and_then(Opt::kept_object)
    }

    fn is_object_item(&self, index: usize) -> bool {
        self.option(index)
            .is_some_and(|o| !matches!(o.raw, Kept::Scalar))
    }

    fn opt(&self, index: usize) -> Option<Opt> {
        self.option(index).cloned()
    }

    fn is_grouped(&self) -> bool {
        matches!(self, Items::Grouped(_))
    }

    fn group_count(&self) -> usize {
        self.groups().len()
    }

    fn group(&self, group: usize) -> Option<GroupInfo<'_>> {
        self.groups().get(group).map(|g| GroupInfo {
            label: &g.label,
            disabled: g.disabled,
            raw: &g.raw,
            len: g.options.len(),
        })
    }

    fn position(&self, value: &Value) -> Option<usize> {
        self.options().position(|o| o.value.matches(value))
    }
}

impl OptionList for OptionStore {
    fn len(&self) -> usize {
        OptionStore::len(self)
    }

    fn label(&self, index: usize) -> Option<&str> {
        OptionStore::label(self, index)
    }

    fn value(&self, index: usize) -> Option<&OptValue> {
        OptionStore::value(self, index)
    }

    fn is_disabled(&self, index: usize) -> bool {
        OptionStore::is_disabled(self, index)
    }

    fn kept_object(&self, index: usize) -> Option<&Map<String, Value>> {
        OptionStore::kept_object(self, index)
    }

    fn is_object_item(&self, index: usize) -> bool {
        OptionStore::is_object_item(self, index)
    }

    fn opt(&self, index: usize) -> Option<Opt> {
        OptionStore::opt(self, index)
    }

    fn is_grouped(&self) -> bool {
        OptionStore::is_grouped(self)
    }

    fn group_count(&self) -> usize {
        OptionStore::group_count(self)
    }

    fn group(&self, group: usize) -> Option<GroupInfo<'_>> {
        OptionStore::group(self, group)
    }

    fn position(&self, value: &Value) -> Option<usize> {
        OptionStore::position(self, value)
    }

    #[cfg(feature = "multi")]
    fn value_lookup(&self) -> Option<std::sync::Arc<crate::combobox::multi::ValueIndex>> {
        Some(OptionStore::value_index(self))
    }
}

/// A shared list reads as the list it holds (`&Arc<OptionStore>` is given as it is).
macro_rules! shared_list {
    ($($($seg:ident)::+),*) => {
        $(
            impl<T: OptionList + ?Sized> OptionList for $($seg)::+<T> {
                fn len(&self) -> usize {
                    (**self).len()
                }
                fn label(&self, index: usize) -> Option<&str> {
                    (**self).label(index)
                }
                fn value(&self, index: usize) -> Option<&OptValue> {
                    (**self).value(index)
                }
                fn is_disabled(&self, index: usize) -> bool {
                    (**self).is_disabled(index)
                }
                fn kept_object(&self, index: usize) -> Option<&Map<String, Value>> {
                    (**self).kept_object(index)
                }
                fn is_object_item(&self, index: usize) -> bool {
                    (**self).is_object_item(index)
                }
                fn opt(&self, index: usize) -> Option<Opt> {
                    (**self).opt(index)
                }
                fn is_grouped(&self) -> bool {
                    (**self).is_grouped()
                }
                fn group_count(&self) -> usize {
                    (**self).group_count()
                }
                fn group(&self, group: usize) -> Option<GroupInfo<'_>> {
                    (**self).group(group)
                }
                fn position(&self, value: &Value) -> Option<usize> {
                    (**self).position(value)
                }
                #[cfg(feature = "multi")]
                fn value_lookup(&self) -> Option<std::sync::Arc<crate::combobox::multi::ValueIndex>> {
                    (**self).value_lookup()
                }
            }
        )*
    };
}

shared_list!(std::rc::Rc, std::sync::Arc);
