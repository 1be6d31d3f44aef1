//! List items: building them, their stable keys, and the list's actions `add`, `remove`
//! and `move` — each one [`Outcome`].
//!
//! Items are addressed by index (`lines.2.qty`), and each carries a stable key kept here
//! ([`FormState::list_keys`]): removing or moving an item renumbers the paths of the items
//! after it, but every element keeps its own state (value, dirty, errors, validated,
//! message bag), so nothing shifts onto the wrong item (the reference keys its items by
//! index, so removing item 0 moves item 1's state onto item 0's data).

use std::fmt;
use std::ops::Range;

use super::build::nest;
use super::{Container, ContainerKind};
use crate::Value;
use crate::conditions::Conditions;
use crate::config::ValidateOn;
use crate::element::{ElementEvent, ElementState};
use crate::form::dependents::endpoint_reads;
use crate::form::error::FormError;
use crate::form::outcome::{Log, Outcome, Renamed};
use crate::form::state::{FormState, register};
use crate::locale::{format, translate};
use crate::schema::{ElementSchema, ListOrder, ListSchema};

/// Why a list action was refused; the list is unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListError {
    /// The element at the path is not a list with `element` or `object` items.
    NotAList,
    /// `add` on a list holding its `max` items (or more: `load` and `update` take every
    /// item they are given).
    Full {
        /// The list's `max`.
        max: usize,
        /// How many items the list has.
        len: usize,
    },
    /// `remove` on a list holding its `min` items (or fewer).
    AtMin {
        /// The list's `min`.
        min: usize,
        /// How many items the list has.
        len: usize,
    },
    /// No item at this index.
    NoItem {
        /// The index asked for.
        index: usize,
        /// How many items the list has.
        len: usize,
    },
}

impl fmt::Display for ListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotAList => write!(f, "not a list with `element` or `object` items"),
            Self::Full { max, len } => {
                write!(f, "the list has {}; its maximum is {max}", items(*len))
            }
            Self::AtMin { min, len } => {
                write!(f, "the list has {}; its minimum is {min}", items(*len))
            }
            Self::NoItem { index, len } => {
                write!(f, "no item {index} (the list has {})", items(*len))
            }
        }
    }
}

/// `1 item`, `3 items`.
fn items(len: usize) -> String {
    if len == 1 {
        "1 item".to_owned()
    } else {
        format!("{len} items")
    }
}

/// What a list's live region says after an `add`, `remove` or `sort`
/// ([`FormState::list_announced`]), and the items it spoke of: shown only while
/// [`still_current`](Self::still_current), so a later `clear`, `load`, `update` or `reset`
/// that brings the list back to the same length never brings the old text back (a polite
/// region would speak an add that did not happen).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ListAnnouncement {
    /// The text, in the form's locale: "Phones 3 added, 4 items".
    pub text: String,
    /// The list's item keys ([`FormState::list_keys`]) right after the change.
    keys: Vec<u64>,
}

impl ListAnnouncement {
    /// Whether the announcement still describes the list whose item keys are `keys`
    /// ([`FormState::list_keys`]): the same items in the same order. A `clear` followed
    /// by a `load` of as many items gives new items (new keys), so it is not.
    #[must_use]
    pub fn still_current(&self, keys: &[u64]) -> bool {
        !self.text.is_empty() && self.keys == keys
    }

    /// The text while [`still_current`](Self::still_current) for `keys`, else nothing.
    #[must_use]
    pub fn current_text(&self, keys: &[u64]) -> Option<&str> {
        self.still_current(keys).then_some(self.text.as_str())
    }
}

/// How the list's items change: `map[old] = Some(new index)` or `None` (removed).
type Renumbering = Vec<Option<usize>>;

impl FormState {
    /// The list schema of element `i`, when it is a list with items.
    fn list_schema(&self, i: usize) -> Option<&ListSchema> {
        match self.info.get(i)?.schema.as_deref()? {
            ElementSchema::List(list) if list.item.is_some() => Some(list),
            _ => None,
        }
    }

    /// The list at `path`: its index, or the error.
    fn list_index(&self, path: &str) -> Result<usize, FormError> {
        let i = self.position(path)?;
        if self.list_schema(i).is_some() && self.container_at(i).is_some() {
            Ok(i)
        } else {
            Err(list_error(path, ListError::NotAList))
        }
    }

    fn list_container_mut(&mut self, i: usize) -> Option<&mut Container> {
        self.info.get_mut(i)?.container.as_deref_mut()
    }

    /// Builds one more item at the end of list `i` (its elements appended to the form's
    /// list), with `value` as its default (`None`: the item schema's defaults): a default's
    /// or a load's item (`add` builds it blank, then fills it).
    pub(crate) fn build_item(
        &mut self,
        i: usize,
        value: Option<&Value>,
    ) -> Result<usize, FormError> {
        let list_path = self
            .elements
            .get(i)
            .map(|el| el.path().to_owned())
            .unwrap_or_default();
        let Some(entry) = self
            .list_schema(i)
            .and_then(|l| l.item.as_ref())
            .map(|item| item.entry().clone())
        else {
            return Err(list_error(&list_path, ListError::NotAList));
        };
        let n = self.container_at(i).map_or(0, |c| c.children.len());
        let name = n.to_string();
        let root = match value {
            Some(v) => nest(&format!("{list_path}.{name}"), v.clone()),
            None => Value::Null,
        };
        // The item's elements are appended at the end: when one fails to build, the ones
        // built before it go again, so nothing is left behind.
        let start = self.elements.len();
        let c = match self.build_entry(
            &name,
            Some(&list_path),
            Some(&list_path),
            entry,
            &root,
            &Conditions::new(),
        ) {
            Ok(c) => c,
            Err(e) => {
                self.elements.truncate(start);
                self.info.truncate(start);
                self.runtime.truncate(start);
                self.reindex();
                return Err(e);
            }
        };
        self.push_child(i, c);
        self.next_token += 1;
        let key = self.next_token;
        if let Some(container) = self.list_container_mut(i) {
            container.keys.push(key);
        }
        Ok(c)
    }

    /// The name of a list's element item without a label of its own: its generic name
    /// (its `fieldName`, `floating` label or placeholder with `floatPlaceholders`, else
    /// after its list and position, "Phones 2", in the current locale), what a view names
    /// it by for assistive technology (a visually hidden `<label>`, with `for` when
    /// [`labelable_field`](crate::schema::ElementSchema::labelable_field), or a checkbox
    /// or radio group's fieldset's `aria-label`: a label cannot name a fieldset). `None`
    /// for a labelled item, an object item (its group carries its name) and an element
    /// that is no list's item.
    #[must_use]
    pub fn list_item_name(&self, path: &str) -> Option<String> {
        let info = self.info.get(*self.index.get(path)?)?;
        let list = *self.index.get(info.parent.as_deref()?)?;
        let labelled = info
            .schema
            .as_deref()
            .is_some_and(|e| e.common().label.is_some());
        if labelled || info.container.is_some() || !self.container_at(list)?.is_list() {
            return None;
        }
        self.generic_name(path)
    }

    /// The name of list item `path` in its list's controls and announcements ("Remove
    /// Phones 3", "Phones 3 removed, 4 items"): its list's [`list_title`](Self::list_title)
    /// and its 1-based position, for every item (labelled and object items too, unlike
    /// [`list_item_name`](Self::list_item_name)). Inside another list's item it begins with
    /// that item's title, so nested lists' controls differ: "Orders 2, Lines 1". `None` for
    /// an element that is no list's item.
    #[must_use]
    pub fn list_item_title(&self, path: &str) -> Option<String> {
        let i = *self.index.get(path)?;
        let list = self.parent_index(i).filter(|&p| self.is_list_at(p))?;
        self.item_title_at(list, self.position_in(list, i)?)
    }

    /// The name of the list at `path` in its controls (appended, visually hidden, to its add
    /// button's text: "+ Add Phones"): its label's text, else its
    /// [`generic_name`](Self::generic_name); inside another list's item, that item's
    /// [`list_item_title`](Self::list_item_title) first ("Orders 2, Lines"). A list that is
    /// itself an item is named by its item title ("Matrix 2"). `None` for anything but a
    /// list.
    #[must_use]
    pub fn list_title(&self, path: &str) -> Option<String> {
        self.list_title_at(self.list_index(path).ok()?)
    }

    fn list_title_at(&self, list: usize) -> Option<String> {
        // Itself an item: its item title ("Matrix 2"), not "Matrix 2, Matrix 2".
        if let Some(outer) = self.parent_index(list).filter(|&p| self.is_list_at(p)) {
            return self.item_title_at(outer, self.position_in(outer, list)?);
        }
        let label = self
            .info
            .get(list)?
            .label_text
            .as_ref()
            .map(|l| l.resolve(self.locale(), &self.config.fallback_locale))
            .filter(|l| !l.trim().is_empty());
        let name = match label {
            Some(label) => label,
            None => self.generic_name(self.elements.get(list)?.path())?,
        };
        // The nearest list item holding it (an object item, a group inside one, …).
        let mut j = list;
        while let Some(p) = self.parent_index(j) {
            if self.is_list_at(p) {
                let outer = self.item_title_at(p, self.position_in(p, j)?)?;
                return Some(format!("{outer}, {name}"));
            }
            j = p;
        }
        Some(name)
    }

    /// The title of the item at `index` (0-based) of list `list`, whether or not it exists
    /// (a removed item's, for the announcement).
    fn item_title_at(&self, list: usize, index: usize) -> Option<String> {
        Some(format!("{} {}", self.list_title_at(list)?, index + 1))
    }

    /// The position of element `child` among container `parent`'s children: its name when
    /// that is its index (a list item's is), else a scan.
    fn position_in(&self, parent: usize, child: usize) -> Option<usize> {
        item_position(
            &self.container_at(parent)?.children,
            self.elements.get(child)?,
        )
    }

    /// Gives the new item at `item_path` the value `add` was given, as an `update` would
    /// (the lists inside take its arrays' lengths, each element its entry; a value a
    /// select's options lack is dropped, [`set_value_admission`](FormState::set_value_admission))
    /// but silently and clean: nothing fires but the list's `add`, and the defaults stay
    /// the item schema's.
    fn fill_item(&mut self, item_path: &str, value: Value) {
        let Some(data_path) = self.el(item_path).map(|el| el.data_path().to_owned()) else {
            return;
        };
        let data = nest(&data_path, value);
        let _ = self.reshape_lists(Reshape::Update(&data));
        let Some(&c) = self.index.get(item_path) else {
            return;
        };
        let subtree: Vec<usize> = std::iter::once(c).chain(self.descendants(c)).collect();
        self.fill_silently(&subtree, &data);
        // Children before their containers (the subtree is in tree order).
        for &j in subtree.iter().rev() {
            if self.container_at(j).is_some() {
                self.recompose(j);
            }
        }
    }

    /// Gives each element of `subtree` (containers aside) its entry in the form data `data`,
    /// as an `update` would but silently and clean; a value a select's options lack
    /// (`allowAbsent` off) is dropped, as by the form's `update` and `load`
    /// ([`set_value_admission`](FormState::set_value_admission)).
    fn fill_silently(&mut self, subtree: &[usize], data: &Value) {
        for &j in subtree {
            if self.container_at(j).is_some() {
                continue;
            }
            let Some(el) = self.elements.get(j) else {
                continue;
            };
            let segments = crate::form::state::data_segments(el.setup());
            let Some(v) = crate::form::lookup::value_in(data, segments.iter().map(String::as_str))
            else {
                continue;
            };
            let v = self
                .set_value_admission(el.path(), v)
                .unwrap_or_else(|| v.clone());
            if let Some(el) = self.elements.get_mut(j) {
                let _ = el.update(v);
                let _ = el.clean();
            }
        }
    }

    /// `storeOrder`: writes each item's position into its order field, as its value and its
    /// default: `index + orderFrom` (the config's, default 1), with `order: "DESC"` `length −
    /// index − 1 + orderFrom`.
    pub(crate) fn refresh_order(&mut self, i: usize) {
        let Some((field, desc)) = self
            .list_schema(i)
            .and_then(|l| Some((l.store_order.clone()?, l.order == Some(ListOrder::Desc))))
        else {
            return;
        };
        let items = self
            .container_at(i)
            .map(|c| c.children.clone())
            .unwrap_or_default();
        let len = items.len();
        let from = self.config.order_from;
        for (k, item) in items.iter().enumerate() {
            let rank = if desc { len - 1 - k } else { k };
            let position = i64::try_from(rank).unwrap_or(i64::MAX).saturating_add(from);
            // Its default too: a `reset()` of the item keeps its position.
            if let Some(el) = self.el_mut(&format!("{item}.{field}")) {
                el.value = Value::from(position);
                el.default = el.value.clone();
            }
            if let Some(&j) = self.index.get(item) {
                self.recompose(j);
            }
        }
        self.recompose(i);
    }

    /// The stable keys of the list's items, in item order (empty for anything else): a view
    /// keys its item components by them, so adding, removing or moving an item re-renders
    /// only what changed.
    pub fn list_keys(&self, path: &str) -> Vec<u64> {
        self.index
            .get(path)
            .and_then(|&i| self.container_at(i))
            .map(|c| c.keys.clone())
            .unwrap_or_default()
    }

    /// The number of items of the list at `path` (0 for anything else).
    pub fn list_len(&self, path: &str) -> usize {
        self.index
            .get(path)
            .and_then(|&i| self.container_at(i))
            .filter(|c| c.is_list())
            .map_or(0, |c| c.children.len())
    }

    /// Whether the list's add control is shown: not disabled, `controls.add` on, below
    /// `max`.
    pub fn list_can_add(&self, path: &str) -> bool {
        let Ok(i) = self.list_index(path) else {
            return false;
        };
        let Some(list) = self.list_schema(i) else {
            return false;
        };
        list.controls.add
            && !self.is_disabled(path)
            && list.max.is_none_or(|max| self.list_len(path) < max)
    }

    /// Whether the list's remove controls are shown: not disabled, `controls.remove` on,
    /// above `min`.
    pub fn list_can_remove(&self, path: &str) -> bool {
        let Ok(i) = self.list_index(path) else {
            return false;
        };
        let Some(list) = self.list_schema(i) else {
            return false;
        };
        list.controls.remove
            && !self.is_disabled(path)
            && list.min.is_none_or(|min| self.list_len(path) > min)
    }

    /// Whether the list's move controls are shown: not disabled, `sort` and
    /// `controls.sort` on, more than one item.
    pub fn list_can_sort(&self, path: &str) -> bool {
        let Ok(i) = self.list_index(path) else {
            return false;
        };
        let Some(list) = self.list_schema(i) else {
            return false;
        };
        list.sort && list.controls.sort && !self.is_disabled(path) && self.list_len(path) > 1
    }

    /// Appends an item to the list at `path`: `value` as its value (`None`: a blank item
    /// with the item schema's defaults; either way its defaults are the item schema's, so
    /// a `reset()` of the item goes back to them, not to `value`). Answers with one [`Outcome`]: `add` (index, value,
    /// key) and the list's `change` fired; re-rendered are the list, the new item's
    /// elements and what reads the list. With `validateOn: change` the list's own rules run
    /// (`min:2` counts items).
    ///
    /// Fails with [`FormError::List`]: [`ListError::Full`] at `max` (the reference's
    /// `add()` ignores `max`), [`ListError::NotAList`]; or [`FormError::UnknownPath`].
    pub fn list_add(&mut self, path: &str, value: Option<Value>) -> Result<Outcome, FormError> {
        let i = self.list_index(path)?;
        let len = self.list_len(path);
        if let Some(max) = self.list_schema(i).and_then(|l| l.max) {
            if len >= max {
                return Err(list_error(path, ListError::Full { max, len }));
            }
        }
        let old = self
            .elements
            .get(i)
            .map(|el| el.value.clone())
            .unwrap_or_default();
        let above = self.values_above(i);
        let end = self.subtree_end(i);
        let before = self.elements.len();
        // Built blank, then given the value: the item's defaults stay the item schema's
        // (an element-level `reset()` of the item goes back to them, as the list's own).
        let c = self.build_item(i, None)?;
        let added = self.elements.len() - before;
        let item_path = self
            .elements
            .get(c)
            .map(|el| el.path().to_owned())
            .unwrap_or_default();
        self.rotate_into(end, before, added);
        self.reindex();
        if let Some(value) = value {
            self.fill_item(&item_path, value);
        }
        self.refresh_order(i);
        self.recompose(i);
        self.sync_up(i);
        let mut out = Log::default();
        let item_value = self
            .el(&item_path)
            .map(|el| el.value.clone())
            .unwrap_or_default();
        let key = self.list_keys(path).last().copied().unwrap_or_default();
        out.fire(
            path,
            ElementEvent::Add {
                index: len,
                value: item_value,
                key,
            },
        );
        Ok(self.after_list_change(path, (old, above), out, len..len + 1))
    }

    /// Removes the item at `index` from the list at `path`; the items after it move up one
    /// index (their paths renumbered) with their whole state. Answers with one
    /// [`Outcome`]: `remove` (index, key) and the list's `change` fired; re-rendered are the
    /// list, the renumbered items' elements and what reads the list.
    /// [`list_focus_after_remove`](Self::list_focus_after_remove) says where the focus goes.
    ///
    /// Fails with [`FormError::List`]: [`ListError::AtMin`] at `min`,
    /// [`ListError::NoItem`], [`ListError::NotAList`]; or [`FormError::UnknownPath`].
    pub fn list_remove(&mut self, path: &str, index: usize) -> Result<Outcome, FormError> {
        let i = self.list_index(path)?;
        let len = self.list_len(path);
        if index >= len {
            return Err(list_error(path, ListError::NoItem { index, len }));
        }
        if let Some(min) = self.list_schema(i).and_then(|l| l.min) {
            if len <= min {
                return Err(list_error(path, ListError::AtMin { min, len }));
            }
        }
        let old = self
            .elements
            .get(i)
            .map(|el| el.value.clone())
            .unwrap_or_default();
        let above = self.values_above(i);
        let key = self.list_keys(path).get(index).copied().unwrap_or_default();
        self.remove_items(i, &[index]);
        let mut out = Log::default();
        out.fire(path, ElementEvent::Remove { index, key });
        let mut outcome = self.after_list_change(path, (old, above), out, index..len);
        outcome.renamed = (index..len)
            .map(|k| Renamed {
                from: format!("{path}.{k}"),
                to: (k > index).then(|| format!("{path}.{}", k - 1)),
            })
            .collect();
        outcome.renamed.sort_unstable_by(|a, b| a.from.cmp(&b.from));
        Ok(outcome)
    }

    /// Moves the item at `from` to `to` in the list at `path` (the items between shift by
    /// one), each keeping its state. Answers with one [`Outcome`]: `sort` (from, to) and the
    /// list's `change` fired; re-rendered are the list and the items whose index changed.
    /// Moving an item onto itself changes nothing (an empty outcome).
    ///
    /// Fails with [`FormError::List`]: [`ListError::NoItem`], [`ListError::NotAList`]; or
    /// [`FormError::UnknownPath`].
    pub fn list_move(&mut self, path: &str, from: usize, to: usize) -> Result<Outcome, FormError> {
        let i = self.list_index(path)?;
        let len = self.list_len(path);
        for index in [from, to] {
            if index >= len {
                return Err(list_error(path, ListError::NoItem { index, len }));
            }
        }
        if from == to {
            return Ok(Outcome::none());
        }
        let old = self
            .elements
            .get(i)
            .map(|el| el.value.clone())
            .unwrap_or_default();
        let above = self.values_above(i);
        let mut order: Vec<usize> = (0..len).collect();
        let moved = order.remove(from);
        order.insert(to, moved);
        let mut map: Renumbering = vec![None; len];
        for (new, &old_index) in order.iter().enumerate() {
            if let Some(slot) = map.get_mut(old_index) {
                *slot = Some(new);
            }
        }
        self.renumber(i, &map);
        let mut out = Log::default();
        out.fire(path, ElementEvent::Sort { from, to });
        let moved = from.min(to)..from.max(to) + 1;
        let mut outcome = self.after_list_change(path, (old, above), out, moved.clone());
        outcome.renamed = moved
            .filter_map(|k| {
                let new = map.get(k).copied().flatten()?;
                Some(Renamed {
                    from: format!("{path}.{k}"),
                    to: Some(format!("{path}.{new}")),
                })
            })
            .collect();
        outcome.renamed.sort_unstable_by(|a, b| a.from.cmp(&b.from));
        Ok(outcome)
    }

    /// Where the focus goes after removing item `index` from a list that now has `len`
    /// items: the item that took its place, else the one before it; `None` for an empty
    /// list (focus the add button).
    #[must_use]
    pub fn list_focus_after_remove(&self, path: &str, index: usize) -> Option<String> {
        let len = self.list_len(path);
        if len == 0 {
            return None;
        }
        let target = index.min(len - 1);
        Some(format!("{path}.{target}"))
    }

    /// The live-region text for a list change, in the form's locale: `"Phones 3 added, 4
    /// items"`, `"Phones 3 removed, 4 items"`, `"Phones 3 moved to position 1"` (positions
    /// 1-based; the item named by its [`list_item_title`](Self::list_item_title) at its
    /// position before the change, `:name`, with `:index` its position, `:count` the items
    /// left, `:to` the new position), from the locale strings `list.added`, `list.removed`,
    /// `list.moved`
    /// (`list.addedOne`, `list.removedOne` when the list holds one item: "…, 1 item"; the
    /// plural string when a locale has no such string). `None` for an event that is not a
    /// list's.
    #[must_use]
    pub fn list_announcement(&self, path: &str, event: &ElementEvent) -> Option<String> {
        self.announcement_text(path, event)
    }

    /// [`list_announcement`](Self::list_announcement) with the list's items it speaks of:
    /// a live region shows its text only while it is
    /// [`still_current`](ListAnnouncement::still_current) for the list's keys.
    #[must_use]
    pub fn list_announced(&self, path: &str, event: &ElementEvent) -> Option<ListAnnouncement> {
        Some(ListAnnouncement {
            text: self.announcement_text(path, event)?,
            keys: self.list_keys(path),
        })
    }

    fn announcement_text(&self, path: &str, event: &ElementEvent) -> Option<String> {
        let len = self.list_len(path);
        let one = |key: &'static str, singular: &'static str| {
            // From the locale that has the plural string (an app's locale with `list.removed`
            // only keeps its own words rather than the fallback's singular).
            let own = |k: &str| translate(self.locale(), self.locale(), k).is_some();
            let has = len == 1
                && (own(singular)
                    || (!own(key)
                        && translate(self.locale(), &self.config.fallback_locale, singular)
                            .is_some()));
            if has { singular } else { key }
        };
        let count = len.to_string();
        let list = *self.index.get(path)?;
        // The item's title, by its position then ("Phones 3 removed"): a removed item's too.
        let name = |index: usize| self.item_title_at(list, index).unwrap_or_default();
        let (key, params): (&str, Vec<(&str, String)>) = match event {
            ElementEvent::Add { index, .. } => (
                one("list.added", "list.addedOne"),
                vec![
                    ("name", name(*index)),
                    ("index", (index + 1).to_string()),
                    ("count", count),
                ],
            ),
            ElementEvent::Remove { index, .. } => (
                one("list.removed", "list.removedOne"),
                vec![
                    ("name", name(*index)),
                    ("index", (index + 1).to_string()),
                    ("count", count),
                ],
            ),
            ElementEvent::Sort { from, to } => (
                "list.moved",
                vec![
                    ("name", name(*from)),
                    ("index", (from + 1).to_string()),
                    ("to", (to + 1).to_string()),
                ],
            ),
            _ => return None,
        };
        let text = translate(self.locale(), &self.config.fallback_locale, key)?;
        Some(format(text, &params))
    }

    /// The list's `change` after a structural change of the items `changed` (their indices:
    /// new, renumbered or gone) and the deep `change` of the containers above it, the list
    /// marked dirty, availability and (with `validateOn:
    /// change`) the list's own rules and the rules that read it; the outcome. Re-rendered
    /// are the list, the elements of the changed items that exist, what the log reached
    /// (availability, validation) and the elements outside those items that read the list
    /// as a whole or one of the changed items (not every reader of the list: a condition of
    /// item 3 reading `lines.3.qty` is untouched by adding item 500).
    fn after_list_change(
        &mut self,
        path: &str,
        (old, above): (Value, Vec<(usize, Value)>),
        mut out: Log,
        changed: Range<usize>,
    ) -> Outcome {
        let Ok(i) = self.position(path) else {
            return Outcome::none();
        };
        let renumbered = self.renumbered_order_fields(i, &old, &changed);
        if let Some(el) = self.elements.get_mut(i) {
            el.dirty.mark(&old, &el.value.clone(), false);
            let new = el.value.clone();
            out.fire(path, ElementEvent::Change { new, old });
        }
        // The containers above the list: their deep `change` (`above` are their values
        // before the action).
        self.fire_changes_above(above, &mut out);
        self.resync_availability(&mut out);
        // A computed text or hidden reading the list (`{SUM(lines.*.qty)}`) follows it.
        self.refresh_expressions(
            Some(&[path.to_owned()]),
            super::super::expressions::Refresh::Change,
            &mut out,
        );
        let readers = self.list_readers(path, &changed);
        if self.config.validate_on.contains(ValidateOn::Change) {
            let available = self.elements.get(i).is_some_and(ElementState::available);
            if available {
                self.validate_on_change(i, &mut out);
            }
            // The containers above hold the list: their own rules run, as on their own
            // change.
            self.revalidate_containers_above(i, true, &mut out);
            for &j in &readers {
                let reads_by_rules = self.rule_deps.iter().any(|(_, k)| *k == j);
                if reads_by_rules && j != i {
                    self.revalidate(j, &mut out);
                }
            }
            // The items' own rules reading every item (`distinct`: `phones.*`): inside the
            // changed items too, whose siblings changed.
            for j in self.item_rule_readers(path) {
                if !readers.contains(&j) && j != i {
                    self.revalidate(j, &mut out);
                }
            }
        }
        let mut outcome = Self::outcome_of(out);
        let super::super::Changed::Paths(paths) = &mut outcome.changed else {
            return outcome;
        };
        if let Some(at) = paths.iter().position(|p| p == path) {
            paths.remove(at);
        }
        paths.insert(0, path.to_owned());
        let mut known: Vec<String> = paths.clone();
        known.sort_unstable();
        let items = self.child_indices(i);
        let mut extra: Vec<usize> = Vec::new();
        for &item in items.iter().skip(changed.start).take(changed.len()) {
            extra.push(item);
            extra.extend(self.descendants(item));
        }
        extra.extend(readers);
        extra.extend(renumbered);
        for j in extra {
            let Some(el) = self.elements.get(j) else {
                continue;
            };
            let p = el.path();
            if known.binary_search_by(|k| k.as_str().cmp(p)).is_err() {
                paths.push(p.to_owned());
            }
        }
        outcome
    }

    /// The elements whose rules read every item of the list at `path` (`phones.*`,
    /// `lines.*.sku`: a `distinct` in its items), in form order.
    fn item_rule_readers(&self, path: &str) -> Vec<usize> {
        let prefix = format!("{path}.*");
        let mut out: Vec<usize> = self
            .rule_deps
            .iter()
            .filter(|(dep, _)| {
                dep.strip_prefix(&prefix)
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
            })
            .map(|(_, j)| *j)
            .collect();
        crate::conditions::sort_dedup_indices(&mut out);
        out
    }

    /// `storeOrder` with `order: "DESC"`: the order fields of the items before `changed`
    /// ([`refresh_order`](Self::refresh_order) renumbered them all when the length moved
    /// from `old`'s), so their views show the new positions. Empty otherwise: ascending
    /// positions move only from the first changed item on.
    fn renumbered_order_fields(&self, i: usize, old: &Value, changed: &Range<usize>) -> Vec<usize> {
        let Some(field) = self
            .list_schema(i)
            .filter(|l| l.order == Some(ListOrder::Desc))
            .and_then(|l| l.store_order.clone())
        else {
            return Vec::new();
        };
        let len = self.child_indices(i).len();
        if old.as_array().is_some_and(|a| a.len() == len) {
            return Vec::new();
        }
        let Some(children) = self.container_at(i).map(|c| c.children.clone()) else {
            return Vec::new();
        };
        children
            .iter()
            .take(changed.start)
            .filter_map(|item| self.index.get(&format!("{item}.{field}")).copied())
            .collect()
    }

    /// The elements outside the `changed` items of the list at `path` whose conditions,
    /// `disabled`, rules or endpoint variables read the list as a whole (the list, a
    /// container around it, `list.*`) or one of the changed items. Linear in what the
    /// elements read.
    fn list_readers(&self, path: &str, changed: &Range<usize>) -> Vec<usize> {
        let prefix = format!("{path}.");
        let item_of =
            |p: &str| -> Option<usize> { p.strip_prefix(&prefix)?.split('.').next()?.parse().ok() };
        let reads = |dep: &str| -> bool {
            if dep == path || crate::conditions::path::is_ancestor(dep, path) {
                return true;
            }
            let Some(rest) = dep.strip_prefix(&prefix) else {
                return false;
            };
            let segment = rest.split('.').next().unwrap_or_default();
            segment == "*" || segment.parse::<usize>().is_ok_and(|k| changed.contains(&k))
        };
        let mut by_rules = vec![false; self.elements.len()];
        for (dep, j) in &self.rule_deps {
            if let Some(flag) = by_rules.get_mut(*j) {
                *flag = *flag || reads(dep);
            }
        }
        let mut out = Vec::new();
        for (j, ((el, info), by_rules)) in self
            .elements
            .iter()
            .zip(&self.info)
            .zip(by_rules)
            .enumerate()
        {
            if el.path() == path || item_of(el.path()).is_some_and(|k| changed.contains(&k)) {
                continue;
            }
            let reads_it = by_rules
                || info.conditions.depends_on_everything()
                || matches!(info.disabled, crate::conditions::DisabledSpec::Func(_))
                || info.condition_deps.iter().any(|d| reads(d))
                || info.disabled_deps.iter().any(|d| reads(d))
                || info.endpoint_deps.iter().any(|d| reads(d));
            // A static's or computed text's `{…}` over the list (`SUM(lines.*.qty)`).
            #[cfg(all(
                feature = "expressions",
                any(feature = "text-family", feature = "static")
            ))]
            let reads_it = reads_it || info.expression_deps.iter().any(|d| reads(d));
            if reads_it {
                out.push(j);
            }
        }
        out
    }

    /// The index after the last element of container `i`'s subtree.
    fn subtree_end(&self, i: usize) -> usize {
        self.descendants(i)
            .into_iter()
            .max()
            .map_or(i + 1, |j| j + 1)
    }

    /// The group-path check of the lists without items whose item schema holds a group: on
    /// a copy of the form given one blank item in each (nested ones too), so that a
    /// condition or rule naming `lines.*.g.x` is refused when the form is built, not
    /// silently never met once `load` fills the list. The form itself is unchanged.
    #[cfg(feature = "group")]
    pub(crate) fn check_group_paths_in_empty_lists(&self) -> Result<(), FormError> {
        let needs = |s: &FormState, i: usize| {
            s.list_schema(i)
                .and_then(|l| l.item.as_ref())
                .is_some_and(|item| holds_group(item.entry()))
                && s.child_indices(i).is_empty()
        };
        if !(0..self.elements.len()).any(|i| needs(self, i)) {
            return Ok(());
        }
        let mut probe = self.clone();
        // Each round gives one empty list an item; a nested list inside it is one more.
        for _ in 0..64 {
            let Some(i) = (0..probe.elements.len()).find(|&i| needs(&probe, i)) else {
                break;
            };
            let end = probe.subtree_end(i);
            let before = probe.elements.len();
            if probe.build_item(i, None).is_err() {
                break;
            }
            let added = probe.elements.len() - before;
            probe.rotate_into(end, before, added);
            probe.reindex();
        }
        probe.check_built_group_paths()
    }

    /// Moves the `count` elements appended at `from` (the end) to position `at`, keeping
    /// the form's list in tree order.
    fn rotate_into(&mut self, at: usize, from: usize, count: usize) {
        if at >= from || count == 0 {
            return;
        }
        if let Some(slice) = self.elements.get_mut(at..) {
            slice.rotate_right(count);
        }
        if let Some(slice) = self.info.get_mut(at..) {
            slice.rotate_right(count);
        }
        if let Some(slice) = self.runtime.get_mut(at..) {
            slice.rotate_right(count);
        }
    }

    /// Removes the items `indices` of list `i` with their subtrees, then renumbers the rest.
    pub(crate) fn remove_items(&mut self, i: usize, indices: &[usize]) {
        let items = self.child_indices(i);
        let len = items.len();
        // Noted for the change's `Outcome::renamed` (`noting_dropped`).
        if let (Some(dropped), Some(list)) = (self.dropped.as_mut(), self.elements.get(i)) {
            for &index in indices.iter().filter(|&&index| index < len) {
                dropped.push(format!("{}.{index}", list.path()));
            }
        }
        let mut doomed = vec![false; self.elements.len()];
        for &index in indices {
            let Some(&item) = items.get(index) else {
                continue;
            };
            for j in std::iter::once(item).chain(self.descendants(item)) {
                if let Some(d) = doomed.get_mut(j) {
                    *d = true;
                }
            }
        }
        // Sorted and searched by bisection (no hash set: one hashbrown instantiation less in
        // the wasm, docs/size.md).
        let mut removed_paths: Vec<String> = self
            .elements
            .iter()
            .zip(&doomed)
            .filter(|(_, d)| **d)
            .map(|(el, _)| el.path().to_owned())
            .collect();
        removed_paths.sort_unstable();
        let removed = |p: &str| {
            removed_paths
                .binary_search_by(|r| r.as_str().cmp(p))
                .is_ok()
        };
        let mut keep = doomed.iter().map(|d| !d);
        self.elements.retain(|_| keep.next().unwrap_or(true));
        let mut keep = doomed.iter().map(|d| !d);
        self.info.retain(|_| keep.next().unwrap_or(true));
        let mut keep = doomed.iter().map(|d| !d);
        self.runtime.retain(|_| keep.next().unwrap_or(true));
        self.activity.retain(|(p, _)| !removed(p));
        if self.focused.as_ref().is_some_and(|f| removed(f)) {
            self.focused = None;
        }
        // The list itself stays where it is: every removed element comes after it.
        // One mask of the removed items (not `indices.contains` per item: clearing a
        // 50,000-item list would be quadratic).
        let mut gone = vec![false; len];
        for &index in indices {
            if let Some(g) = gone.get_mut(index) {
                *g = true;
            }
        }
        let mut map: Renumbering = Vec::with_capacity(len);
        let mut next = 0;
        for &g in &gone {
            if g {
                map.push(None);
            } else {
                map.push(Some(next));
                next += 1;
            }
        }
        if let Some(container) = self.list_container_mut(i) {
            let mut k = 0;
            container.keys.retain(|_| {
                let keep = !gone.get(k).copied().unwrap_or(false);
                k += 1;
                keep
            });
            container.children.truncate(next);
        }
        self.reindex_paths_only();
        self.renumber(i, &map);
    }

    /// Renumbers the items of list `i` by `map` (old index → new index; removed items must
    /// already be gone): every path, parent path, item name, container child list,
    /// activity entry and the focus; the keys follow their items; the form's list is put
    /// back in tree order; then everything derived from paths is rebuilt.
    fn renumber(&mut self, i: usize, map: &[Option<usize>]) {
        let Some(list_path) = self.elements.get(i).map(|el| el.path().to_owned()) else {
            return;
        };
        let prefix = format!("{list_path}.");
        let rename = |s: &str| -> Option<String> {
            let rest = s.strip_prefix(&prefix)?;
            let (index, tail) = match rest.split_once('.') {
                Some((index, tail)) => (index, Some(tail)),
                None => (rest, None),
            };
            let old: usize = index.parse().ok()?;
            let new = (*map.get(old)?)?;
            if new == old {
                return None;
            }
            Some(match tail {
                Some(tail) => format!("{prefix}{new}.{tail}"),
                None => format!("{prefix}{new}"),
            })
        };
        for (el, info) in self.elements.iter_mut().zip(self.info.iter_mut()) {
            if let Some(new) = rename(&el.path) {
                if new.matches('.').count() == list_path.matches('.').count() + 1 {
                    el.setup.name = new.rsplit('.').next().unwrap_or_default().to_owned();
                }
                el.path = new;
            }
            if let Some(new) = el.setup.parent_path.as_deref().and_then(rename) {
                el.setup.parent_path = Some(new);
            }
            if let Some(new) = info.parent.as_deref().and_then(rename) {
                info.parent = Some(new);
            }
            if let Some(container) = info.container.as_deref_mut() {
                for child in &mut container.children {
                    if let Some(new) = rename(child) {
                        *child = new;
                    }
                }
            }
        }
        for (path, _) in &mut self.activity {
            if let Some(new) = rename(path) {
                *path = new;
            }
        }
        self.activity.sort_by(|a, b| a.0.cmp(&b.0));
        if let Some(new) = self.focused.as_deref().and_then(rename) {
            self.focused = Some(new);
        }
        // The keys follow their items (a removal dropped its keys already).
        if let Some(container) = self.list_container_mut(i) {
            if map.iter().all(Option::is_some) {
                let old_keys = std::mem::take(&mut container.keys);
                let mut keys = old_keys.clone();
                for (k, key) in old_keys.into_iter().enumerate() {
                    if let Some(slot) = map.get(k).copied().flatten().and_then(|n| keys.get_mut(n))
                    {
                        *slot = key;
                    }
                }
                container.keys = keys;
            }
            let len = container.keys.len();
            container.children = (0..len).map(|k| format!("{prefix}{k}")).collect();
        }
        self.restore_tree_order(i);
        self.reindex_unless_loading();
        self.refresh_order(i);
        self.recompose(i);
        self.sync_up(i);
    }

    /// Sorts the elements of list `i`'s subtree (contiguous after it) by item index, each
    /// item's own elements keeping their order.
    fn restore_tree_order(&mut self, i: usize) {
        let Some(list_path) = self.elements.get(i).map(|el| el.path().to_owned()) else {
            return;
        };
        let prefix = format!("{list_path}.");
        let start = i + 1;
        let mut end = start;
        while self
            .elements
            .get(end)
            .is_some_and(|el| el.path().starts_with(&prefix))
        {
            end += 1;
        }
        let item_of = |el: &ElementState| -> usize {
            el.path()
                .strip_prefix(&prefix)
                .and_then(|rest| rest.split('.').next())
                .and_then(|n| n.parse().ok())
                .unwrap_or(usize::MAX)
        };
        let mut order: Vec<usize> = (start..end).collect();
        order.sort_by_key(|&j| self.elements.get(j).map_or(usize::MAX, item_of));
        if order.iter().copied().eq(start..end) {
            return;
        }
        reorder(&mut self.elements, start, end, &order);
        reorder(&mut self.info, start, end, &order);
        reorder(&mut self.runtime, start, end, &order);
    }

    /// The index only (after elements were removed), so that child lookups work while
    /// renumbering.
    fn reindex_paths_only(&mut self) {
        // In place: a path already there keeps its key (no allocation), gone paths go.
        for (j, el) in self.elements.iter().enumerate() {
            match self.index.get_mut(el.path()) {
                Some(slot) => *slot = j,
                None => {
                    self.index.insert(el.path().to_owned(), j);
                }
            }
        }
        if self.index.len() > self.elements.len() {
            let mut live: Vec<&str> = self.elements.iter().map(ElementState::path).collect();
            live.sort_unstable();
            self.index
                .retain(|p, _| live.binary_search(&p.as_str()).is_ok());
        }
    }

    /// [`reindex`](Self::reindex), or while `load` resizes its lists (`load_shape` set) or
    /// `update`/`clear`/`reset` do (`defer_reindex`) the index only: they rebuild the rest
    /// once, after their last list (a pass over the form per resized list made loading
    /// 2,000 items holding lists take 20 s).
    fn reindex_unless_loading(&mut self) {
        if self.load_shape.is_some() || self.defer_reindex {
            self.reindex_paths_only();
        } else {
            self.reindex();
        }
    }

    /// Rebuilds everything derived from paths and positions: the index, the rules'
    /// dependencies, the conditions', `disabled`'s, endpoints', expressions' and
    /// `readonly`'s dependencies (wildcards are filled from the element's path) and the
    /// availability engine.
    pub(crate) fn reindex(&mut self) {
        self.reindex_paths_only();
        self.rule_deps.clear();
        for (j, (el, rt)) in self.elements.iter().zip(&self.runtime).enumerate() {
            for dep in rt.validation.dependencies_at(el.path()) {
                self.rule_deps.push((dep, j));
            }
        }
        let mut engine = crate::conditions::AvailabilityEngine::new();
        for (el, info) in self.elements.iter().zip(self.info.iter_mut()) {
            let path = el.path();
            info.condition_deps = info.conditions.dependencies(path);
            info.disabled_deps = info.disabled.dependencies(path);
            info.endpoint_deps = info
                .schema
                .as_deref()
                .map(|s| endpoint_reads(s, path))
                .unwrap_or_default();
            // What an expression and `readonly` read follow the item too (audit 27C F2).
            #[cfg(all(
                feature = "expressions",
                any(feature = "text-family", feature = "static")
            ))]
            {
                info.expression_deps = info
                    .schema
                    .as_deref()
                    .map(|s| FormState::expression_reads(s, path))
                    .unwrap_or_default();
            }
            #[cfg(feature = "text-family")]
            {
                info.readonly_deps = info.readonly.dependencies(path);
            }
            register(&mut engine, path.to_owned(), &info.conditions);
        }
        self.engine = engine;
    }

    /// Builds every item of list `i` again from its item schema (a new one, given by
    /// [`update_schema_element`](FormState::update_schema_element)): as many new items (new
    /// keys), each given its old item's value as `load` gives it (the lists inside at its
    /// arrays' lengths, each element its entry; a field the new schema lacks is dropped,
    /// a new field keeps its default) and every element as dirty as the one at its path
    /// was. Nothing fires; validation starts afresh for the items.
    pub(crate) fn rebuild_items(&mut self, i: usize) -> Result<(), FormError> {
        let Some(list) = self.elements.get(i) else {
            return Ok(());
        };
        let data = nest(list.data_path(), list.value.clone());
        let len = self.container_at(i).map_or(0, |c| c.children.len());
        let dirty: Vec<(String, crate::element::dirty::DirtyFlags)> = {
            let mut dirty: Vec<_> = self
                .descendants(i)
                .into_iter()
                .filter_map(|j| self.elements.get(j))
                .map(|el| (el.path().to_owned(), el.dirty.clone()))
                .collect();
            dirty.sort_unstable_by(|a, b| a.0.cmp(&b.0));
            dirty
        };
        let all: Vec<usize> = (0..len).collect();
        self.remove_items(i, &all);
        // The lists inside the new items take the lengths of the old values' arrays.
        self.load_shape = Some(data);
        let built = self.resize_list(i, len);
        let data = self.load_shape.take().unwrap_or_default();
        self.reindex();
        built?;
        let subtree = self.descendants(i);
        self.fill_silently(&subtree, &data);
        for &j in &subtree {
            let Some(el) = self.elements.get_mut(j) else {
                continue;
            };
            if let Ok(k) = dirty.binary_search_by(|(p, _)| p.as_str().cmp(el.path())) {
                if let Some((_, flags)) = dirty.get(k) {
                    el.dirty = flags.clone();
                }
            }
        }
        // Children before their containers (the subtree is in tree order).
        for &j in subtree.iter().rev() {
            if self.container_at(j).is_some() {
                self.recompose(j);
            }
        }
        self.refresh_order(i);
        self.recompose(i);
        self.sync_up(i);
        Ok(())
    }

    /// Resizes list `i` to `len` items: items removed from the end, blank items added.
    pub(crate) fn resize_list(&mut self, i: usize, len: usize) -> Result<(), FormError> {
        let current = self.container_at(i).map_or(0, |c| c.children.len());
        if len < current {
            let doomed: Vec<usize> = (len..current).collect();
            self.remove_items(i, &doomed);
        } else if len > current {
            let end = self.subtree_end(i);
            let before = self.elements.len();
            let mut built = Ok(());
            for _ in current..len {
                if let Err(e) = self.build_item(i, None) {
                    built = Err(e);
                    break;
                }
            }
            // The items built (all of them, or those before a failure) in tree order.
            let added = self.elements.len() - before;
            self.rotate_into(end, before, added);
            self.reindex_unless_loading();
            self.recompose(i);
            built?;
        }
        Ok(())
    }

    /// Rebuilds list `i` from its default: the default's items, else `initial` blank
    /// items (every item new, with a new key).
    pub(crate) fn rebuild_list_default(&mut self, i: usize) -> Result<(), FormError> {
        let len = self.container_at(i).map_or(0, |c| c.children.len());
        let all: Vec<usize> = (0..len).collect();
        self.remove_items(i, &all);
        let items = self.container_at(i).and_then(|c| c.default_items.clone());
        let initial = self.list_schema(i).map_or(0, ListSchema::starting_items);
        // An empty default gives `initial` blank items, as the reference's `reset()` (at
        // build time `default: []` gives no items, as there).
        let values: Vec<Option<Value>> = match items {
            Some(items) if !items.is_empty() => items.into_iter().map(Some).collect(),
            _ => (0..initial).map(|_| None).collect(),
        };
        let end = self.subtree_end(i);
        let before = self.elements.len();
        let mut built = Ok(());
        for value in &values {
            if let Err(e) = self.build_item(i, value.as_ref()) {
                built = Err(e);
                break;
            }
        }
        let added = self.elements.len() - before;
        self.rotate_into(end, before, added);
        self.reindex_unless_loading();
        self.refresh_order(i);
        self.recompose(i);
        built
    }

    /// Whether element `i` is a list with items.
    pub(crate) fn is_list_at(&self, i: usize) -> bool {
        self.container_at(i)
            .is_some_and(|c| c.kind == ContainerKind::List)
    }

    /// The list's data sorted for `load` by `order`/`orderBy` (`orderBy`, else
    /// `storeOrder`, is the field; with neither, the items themselves, compared as
    /// JavaScript's `String()` gives them: `object` items all alike, so they keep the data's
    /// order); unchanged without `order` and `orderBy`.
    pub(crate) fn sorted_for_load(&self, i: usize, items: &[Value]) -> Vec<Value> {
        let Some(list) = self.list_schema(i) else {
            return items.to_vec();
        };
        let field = list.order_by.clone().or_else(|| list.store_order.clone());
        if list.order.is_none() && field.is_none() {
            return items.to_vec();
        }
        let mut out = items.to_vec();
        match &field {
            Some(field) => out.sort_by_cached_key(|item| SortKey::of(item.get(field))),
            // Stable: items with the same text (every object) keep the data's order.
            None => out.sort_by_cached_key(js_text),
        }
        if list.order == Some(ListOrder::Desc) {
            out.reverse();
        }
        out
    }
}

/// Where an item goes when a load sorts by its field: numbers and numeric strings by value
/// (`"10"` after `9`), then other values as text, then items without the field. A total
/// order whatever the data holds (a mixed order is not: `sort` may panic on one).
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
enum SortKey {
    Number(Number),
    Text(String),
    Missing,
}

/// A sort key's number, ordered by `f64::total_cmp`.
#[derive(Debug)]
struct Number(f64);

impl PartialEq for Number {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == std::cmp::Ordering::Equal
    }
}

impl Eq for Number {}

impl PartialOrd for Number {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Number {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.0.total_cmp(&other.0)
    }
}

impl SortKey {
    fn of(value: Option<&Value>) -> SortKey {
        let number = match value {
            None => return SortKey::Missing,
            Some(Value::Number(n)) => n.as_f64(),
            Some(Value::String(s)) => s.trim().parse::<f64>().ok().filter(|n| n.is_finite()),
            Some(_) => None,
        };
        match (number, value) {
            (Some(n), _) => SortKey::Number(Number(n)),
            (None, Some(v)) => SortKey::Text(text_of(v)),
            (None, None) => SortKey::Missing,
        }
    }
}

/// The text the reference's plain `sort()` compares: JavaScript's `String(value)`. Every
/// object is `"[object Object]"` (so `object` items keep the data's order, `DESC` reverses
/// it), an array its items joined by commas (`null` as nothing).
fn js_text(value: &Value) -> String {
    match value {
        Value::Object(_) => "[object Object]".to_owned(),
        Value::Array(items) => items
            .iter()
            .map(|v| {
                if v.is_null() {
                    String::new()
                } else {
                    js_text(v)
                }
            })
            .collect::<Vec<_>>()
            .join(","),
        other => text_of(other),
    }
}

fn text_of(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// Puts `v[start..end]` in the order `order` (indices into `v`).
fn reorder<T>(v: &mut Vec<T>, start: usize, end: usize, order: &[usize]) {
    let tail = v.split_off(end.min(v.len()));
    let mut region: Vec<Option<T>> = v.drain(start.min(v.len())..).map(Some).collect();
    for &j in order {
        if let Some(item) = j
            .checked_sub(start)
            .and_then(|k| region.get_mut(k))
            .and_then(Option::take)
        {
            v.push(item);
        }
    }
    // Anything `order` missed keeps its place at the end (never with a full order).
    v.extend(region.into_iter().flatten());
    v.extend(tail);
}

fn list_error(path: &str, error: ListError) -> FormError {
    FormError::List {
        path: path.to_owned(),
        error,
    }
}

/// What a form-wide action does to the lists' items before their elements are loaded,
/// updated, cleared or reset.
/// (`load` is [`FormState::load_containers`].)
pub(crate) enum Reshape<'a> {
    /// As many items as the data's array, for the lists the data names.
    Update(&'a Value),
    /// No items (the reference's `clear()` sets `[]`, not `initial` items).
    Clear,
    /// The default's items, else `initial` blank items.
    Reset,
}

impl FormState {
    /// `update`'s data with every object item it gives an existing item of a list made
    /// whole: a key the item leaves out takes the item schema's default, so a list's
    /// `update(array)` sets each item as given (the reference's list `update` sets the
    /// value); a new item is built from those defaults anyway. An object's own keys are
    /// untouched (its `update` updates only the keys present). One blank item is built per
    /// item schema (lists in items share theirs), then dropped.
    pub(crate) fn complete_list_items(&mut self, data: &Value) -> Value {
        let mut data = data.clone();
        let mut blanks: Vec<(*const ElementSchema, Value)> = Vec::new();
        for i in 0..self.elements.len() {
            let Some(entry) = self
                .list_schema(i)
                .and_then(|l| l.item.as_ref())
                .map(|item| item.entry().clone())
                .filter(|e| matches!(**e, ElementSchema::Object(_)))
            else {
                continue;
            };
            // `storeOrder`'s field keeps the item's position.
            let order_field = self.list_schema(i).and_then(|l| l.store_order.clone());
            let existing = self.container_at(i).map_or(0, |c| c.children.len());
            let Some(segments) = self
                .elements
                .get(i)
                .map(|el| crate::form::state::data_segments(el.setup()))
            else {
                continue;
            };
            let slot = segments.iter().try_fold(&mut data, |v, s| match v {
                Value::Object(m) => m.get_mut(s.as_str()),
                Value::Array(a) => s.parse::<usize>().ok().and_then(|n| a.get_mut(n)),
                _ => None,
            });
            let Some(Value::Array(items)) = slot else {
                continue;
            };
            for given in items.iter_mut().take(existing) {
                let Value::Object(given) = given else {
                    continue;
                };
                let key = std::sync::Arc::as_ptr(&entry);
                let blank = match blanks.iter().find(|(k, _)| *k == key) {
                    Some((_, blank)) => blank,
                    None => {
                        let blank = self.blank_item_value(i).unwrap_or_default();
                        blanks.push((key, blank));
                        match blanks.last() {
                            Some((_, blank)) => blank,
                            None => continue,
                        }
                    }
                };
                if let Value::Object(blank) = blank {
                    for (k, v) in blank {
                        if order_field.as_deref() != Some(k.as_str()) {
                            given.entry(k.clone()).or_insert_with(|| v.clone());
                        }
                    }
                }
            }
        }
        data
    }

    /// The value of a blank item of list `i` (its item schema's defaults), built at the
    /// end of the form and dropped again; `None` when it cannot be built.
    fn blank_item_value(&mut self, i: usize) -> Option<Value> {
        let list_path = self.elements.get(i)?.path().to_owned();
        let entry = self.list_schema(i)?.item.as_ref()?.entry().clone();
        let name = self
            .container_at(i)
            .map_or(0, |c| c.children.len())
            .to_string();
        let start = self.elements.len();
        let deferred = std::mem::replace(&mut self.defer_reindex, true);
        let built = self.build_entry(
            &name,
            Some(&list_path),
            Some(&list_path),
            entry,
            &Value::Null,
            &Conditions::new(),
        );
        self.defer_reindex = deferred;
        let value = built
            .ok()
            .and_then(|c| self.elements.get(c))
            .map(|el| el.value.clone());
        self.elements.truncate(start);
        self.info.truncate(start);
        self.runtime.truncate(start);
        self.rule_deps.retain(|(_, j)| *j < start);
        self.index.retain(|_, j| *j < start);
        value
    }

    /// How many items list `i` gets from `data` (the array at its data path, sorted there
    /// by `order`/`orderBy` when `sort`); `None` when the data holds no array there.
    pub(crate) fn list_len_in(&self, i: usize, data: &mut Value, sort: bool) -> Option<usize> {
        let segments = crate::form::state::data_segments(self.elements.get(i)?.setup());
        let slot = segments.iter().try_fold(&mut *data, |v, s| match v {
            Value::Object(m) => m.get_mut(s.as_str()),
            Value::Array(a) => s.parse::<usize>().ok().and_then(|n| a.get_mut(n)),
            _ => None,
        });
        let Some(Value::Array(items)) = slot else {
            return None;
        };
        if sort {
            *items = self.sorted_for_load(i, items);
        }
        Some(items.len())
    }

    /// Gives every list the items `how` asks for, outer lists first (a new item's own lists
    /// are built at the data's lengths for `Update`, and visited after it; a list rebuilt
    /// from its default is not visited inside again). One walk over the form's elements (a
    /// list's items follow it in tree order), and the dependencies rebuilt once at the end
    /// when a list changed (not once per list: `update()` of 5,000 items holding lists was
    /// quadratic).
    pub(crate) fn reshape_lists(&mut self, how: Reshape<'_>) -> Result<(), FormError> {
        let mut data = match how {
            Reshape::Update(d) => Some(d.clone()),
            Reshape::Clear | Reshape::Reset => None,
        };
        self.defer_reindex = true;
        let mut reshaped = false;
        let result = self.reshape_walk(&how, data.as_mut(), &mut reshaped);
        self.defer_reindex = false;
        if reshaped {
            self.reindex();
        }
        result
    }

    /// The walk of [`reshape_lists`](Self::reshape_lists); `reshaped` is set once a list
    /// changed.
    fn reshape_walk(
        &mut self,
        how: &Reshape<'_>,
        mut data: Option<&mut Value>,
        reshaped: &mut bool,
    ) -> Result<(), FormError> {
        let mut j = 0;
        while j < self.elements.len() {
            let i = j;
            j += 1;
            if !self.is_list_at(i) {
                continue;
            }
            match (how, data.as_deref_mut()) {
                (Reshape::Update(_), Some(data)) => {
                    let current = self.container_at(i).map_or(0, |c| c.children.len());
                    let Some(len) = self.list_len_in(i, data, false) else {
                        continue;
                    };
                    if len == current {
                        continue;
                    }
                    *reshaped = true;
                    // New items build their own lists at the data's lengths.
                    self.load_shape = Some(std::mem::take(data));
                    self.shape_keeps_defaults = true;
                    let result = self.resize_list(i, len);
                    self.shape_keeps_defaults = false;
                    *data = self.load_shape.take().unwrap_or_default();
                    result?;
                }
                (Reshape::Clear, _) => {
                    *reshaped = true;
                    self.resize_list(i, 0)?;
                }
                (Reshape::Reset, _) => {
                    *reshaped = true;
                    self.rebuild_list_default(i)?;
                    // Its new items hold their defaults already.
                    j = self.subtree_end(i);
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Empties (`reset` false) or rebuilds from its default (`reset` true) every list in
    /// container `i`'s subtree, `i` included, outer lists first: a list rebuilt takes its
    /// inner lists with it (built from its default, not rebuilt again, as the form's
    /// `reset()` does). One walk, the dependencies rebuilt once at the end.
    pub(crate) fn reshape_subtree_lists(&mut self, i: usize, reset: bool) {
        self.defer_reindex = true;
        let mut reshaped = false;
        let mut j = i;
        while j < self.elements.len() {
            let at = j;
            j += 1;
            // A subtree is contiguous: stop at the first element outside it.
            if at != i && !self.is_below(at, i) {
                break;
            }
            if !self.is_list_at(at) {
                continue;
            }
            reshaped = true;
            if reset {
                let _ = self.rebuild_list_default(at);
                j = self.subtree_end(at);
            } else {
                let _ = self.resize_list(at, 0);
            }
        }
        self.defer_reindex = false;
        if reshaped {
            self.reindex();
        }
    }
}

/// Whether `entry` is a group or holds one (in an object's children, a group's, a list's
/// item), at any depth.
#[cfg(feature = "group")]
fn holds_group(entry: &ElementSchema) -> bool {
    match entry {
        ElementSchema::Group(_) => true,
        #[cfg(feature = "object")]
        ElementSchema::Object(o) => o.schema.iter().any(|(_, e)| holds_group(e)),
        ElementSchema::List(l) => l
            .item
            .as_ref()
            .is_some_and(|item| holds_group(item.entry())),
        _ => false,
    }
}

/// The position of `el` among a container's `children` (their paths): a list item's name is
/// its position (`phones.2`), checked, else a scan.
pub(crate) fn item_position(children: &[String], el: &ElementState) -> Option<usize> {
    let path = el.path();
    let by_name = el
        .name()
        .parse::<usize>()
        .ok()
        .filter(|&k| children.get(k).is_some_and(|c| c == path));
    by_name.or_else(|| children.iter().position(|c| c == path))
}
