//! The containers: `"type": "object"` ([`ObjectSchema`]), `"type": "group"`
//! ([`GroupSchema`]) and `"type": "list"` ([`ListSchema`]), with the core features `object`,
//! `group` and `list`. Each child is a full element schema, nested to any depth (a list of
//! objects holding a list); a bad child fails with its whole path,
//! `schema.lines.object.schema.qty.rules[0]`.
//!
//! ```
//! # #[cfg(all(feature = "list", feature = "rules"))] {
//! use serde_json::json;
//! use yewform_core::schema::{ElementSchema, FormSchema, ListItem};
//! let schema = FormSchema::from_value(&json!({
//!     "lines": {"type": "list", "min": 1, "object": {"schema": {
//!         "qty": {"type": "select", "rules": "required"}
//!     }}}
//! })).unwrap();
//! let Some(ElementSchema::List(lines)) = schema.get("lines") else { panic!() };
//! assert!(matches!(lines.item, Some(ListItem::Object(_))));
//! let error = FormSchema::from_value(&json!({
//!     "lines": {"type": "list", "object": {"schema": {
//!         "qty": {"type": "select", "rules": ["nope"]}
//!     }}}
//! })).unwrap_err();
//! assert_eq!(error.path, "schema.lines.object.schema.qty.rules[0]");
//! # }
//! ```

use std::sync::Arc;

use serde_json::{Map, Value};

use super::common::CommonOptions;
use super::element::ElementSchema;
use super::error::{SchemaError, child, mismatch};
use super::read::{self, Kind};
use super::registries::Registries;
#[cfg(feature = "list")]
use crate::locale::Localizable;

/// A container's children: `(name, element)` pairs in the order of the `schema` object.
pub type Children = Vec<(String, Arc<ElementSchema>)>;

/// `"type": "object"`: its children's data nest under its name (`{address: {city: …}}`).
///
/// No `disabled` option (as the reference); `required` fails when every child is empty
/// (the reference's always passes, see docs/differences.md).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ObjectSchema {
    /// Options shared by every element (its `default` must be an object or `null`).
    pub common: CommonOptions,
    /// `schema`: the children.
    pub schema: Children,
    /// `embed` (default `false`): laid out without its own row (a view option).
    pub embed: bool,
}

#[cfg(feature = "group")]
/// `"type": "group"`: a layout container; its children's data flatten into the parent's
/// data (no key of its own).
///
/// **Paths:** a group child's path is its data path: `x` for a child `x` of a group `grp`
/// at the top, `o.q` for a child `q` of a group inside an object `o` (the group itself has
/// the path `grp`, `o.g2`). The reference gives the child the path `grp.x` while its data
/// sits at `x`, and a condition on `x` is never met there; yewform has one path per child,
/// and a form whose conditions, rules or endpoint variables name a group child by the
/// group's path (`grp.x`) is refused when it is built, with the element and the option
/// ([`FormState::from_schema`](crate::form::FormState::from_schema)).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct GroupSchema {
    /// Options shared by every element (its `default` must be an object or `null`).
    pub common: CommonOptions,
    /// `schema`: the children.
    pub schema: Children,
}

#[cfg(feature = "list")]
/// What a list repeats.
#[derive(Debug, Clone, PartialEq)]
pub enum ListItem {
    /// `element`: one element per item (a list of phone numbers); any element type.
    Element(Arc<ElementSchema>),
    /// `object`: one object per item (order lines); always an [`ElementSchema::Object`].
    Object(Arc<ElementSchema>),
}

#[cfg(feature = "list")]
impl ListItem {
    /// The item's schema entry.
    #[must_use]
    pub fn entry(&self) -> &Arc<ElementSchema> {
        match self {
            Self::Element(e) | Self::Object(e) => e,
        }
    }
}

#[cfg(feature = "list")]
/// Which controls a list shows (`controls`, each `true` unless given `false`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListControls {
    /// The add button.
    pub add: bool,
    /// The remove buttons.
    pub remove: bool,
    /// The move (sort) controls.
    pub sort: bool,
}

#[cfg(feature = "list")]
impl Default for ListControls {
    fn default() -> Self {
        Self {
            add: true,
            remove: true,
            sort: true,
        }
    }
}

#[cfg(feature = "list")]
/// `order`: `"ASC"` or `"DESC"` (either case).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListOrder {
    /// Ascending.
    Asc,
    /// Descending.
    Desc,
}

#[cfg(feature = "list")]
/// `"type": "list"`: repeats one element or one object; the value is an array.
///
/// `min` and `max` hide the list's controls, are enforced by its actions
/// (`FormState::list_add`, `FormState::list_remove` refuse beyond them; the reference's
/// only hide the controls) and are validated as the list's own `min:n` / `max:n` rules
/// (with the `rules` feature): `load` / `update` take any number of items (no data is
/// dropped) and a count outside them fails validation ("The Tags must have at least 2
/// items."). `initial` is at most `max` and at most [`MAX_INITIAL`](Self::MAX_INITIAL); an
/// `initial` below `min` is raised to `min`. `element`
/// may not be a `group` (an item needs its own data: use `object`). `storeOrder` needs
/// `object` items and must name one of the object's children (refused otherwise, where the
/// reference corrupts the values).
#[derive(Debug, Clone, PartialEq)]
pub struct ListSchema {
    /// Options shared by every element (its `default` must be an array or `null`).
    pub common: CommonOptions,
    /// `element` or `object`: what each item is; `None`: items exist in the value only.
    pub item: Option<ListItem>,
    /// `initial` (default 1): blank items created without a default (and by `reset()` when
    /// the default has no items); at most `max` and [`MAX_INITIAL`](Self::MAX_INITIAL), and
    /// all lists' together within [`MAX_BLANK_ITEMS`](Self::MAX_BLANK_ITEMS). Below `min`
    /// it is raised to `min` when the schema is read ([`starting_items`](Self::starting_items)).
    pub initial: usize,
    /// `min`: the fewest items `remove` leaves (its control hidden there), the fewest
    /// `initial` starts with, and the list's own `min:n` rule (fewer items fail validation;
    /// a `min` rule written in `rules` without a condition wins; a conditional one adds to
    /// it) (`None` or the reference's `-1`: no limit).
    pub min: Option<usize>,
    /// `max`: the most items `add` makes (its control hidden there), and the list's own
    /// `max:n` rule (more items, from `load` or `update`, fail validation; a `max` rule
    /// written in `rules` without a condition wins; a conditional one adds to it) (`None`
    /// or `-1`: no limit).
    pub max: Option<usize>,
    /// `addText`: the add button's label (default: the locale's `elements.list.add`); HTML,
    /// sanitized as a button's label (`sanitize::Policy::phrasing_in_link`).
    pub add_text: Option<Localizable>,
    /// `sort` (default `false`): items can be moved by the user.
    pub sort: bool,
    /// `controls`.
    pub controls: ListControls,
    /// `storeOrder`: the child of an `object` item that receives the item's position,
    /// counted from the config's `orderFrom` (default 1): `index + orderFrom`, with `order:
    /// "DESC"` `length − index − 1 + orderFrom` ([`FormConfig::order_from`](crate::config::FormConfig::order_from)).
    pub store_order: Option<String>,
    /// `order`: sorts loaded data (by `orderBy`, else by `storeOrder`, else the values).
    pub order: Option<ListOrder>,
    /// `orderBy`: the item field `load` sorts by.
    pub order_by: Option<String>,
}

#[cfg(feature = "list")]
impl Default for ListSchema {
    fn default() -> Self {
        Self {
            common: CommonOptions::default(),
            item: None,
            initial: 1,
            min: None,
            max: None,
            add_text: None,
            sort: false,
            controls: ListControls::default(),
            store_order: None,
            order: None,
            order_by: None,
        }
    }
}

/// The object's own keys.
pub(crate) const OBJECT_KEYS: &[&str] = &["schema", "embed"];
#[cfg(feature = "group")]
/// The group's own keys.
pub(crate) const GROUP_KEYS: &[&str] = &["schema"];
#[cfg(feature = "list")]
/// The list's own keys.
pub(crate) const LIST_KEYS: &[&str] = &[
    "element",
    "object",
    "initial",
    "min",
    "max",
    "addText",
    "sort",
    "controls",
    "storeOrder",
    "order",
    "orderBy",
];
/// The object's and group's events (besides the lifecycle events).
pub(crate) const CONTAINER_EVENTS: &[&str] = &["change", "clear", "reset"];
#[cfg(feature = "list")]
/// The list's events.
pub(crate) const LIST_EVENTS: &[&str] = &["change", "clear", "reset", "add", "remove", "sort"];

/// Reads a `schema` option: an object of child entries, each read at `path.<name>`.
pub(crate) fn read_children(
    path: &str,
    value: &Value,
    registries: Registries<'_>,
) -> Result<Children, SchemaError> {
    let Value::Object(map) = value else {
        return Err(mismatch(path, "an object of elements keyed by name", value));
    };
    let mut out = Vec::with_capacity(map.len());
    for (name, entry) in map {
        super::error::element_name(path, name)?;
        let entry = ElementSchema::from_value(name, entry, &child(path, name), registries)?;
        out.push((name.clone(), Arc::new(entry)));
    }
    Ok(out)
}

fn write_children(children: &Children) -> Value {
    Value::Object(
        children
            .iter()
            .map(|(n, e)| (n.clone(), e.to_value()))
            .collect(),
    )
}

/// A container's `default`: an object (or `null`).
fn object_default(path: &str, value: &Value) -> Result<(), SchemaError> {
    read::shape(path, value, &[Kind::Object, Kind::Null]).map(|_| ())
}

/// The object's and group's refusal of `disabled`, with
/// [`ElementKind::no_disabled_state`](crate::element::ElementKind::no_disabled_state)'s reason
/// (what their `disable()` answers too). `false` (what `to_value` writes) is accepted.
fn no_disabled(
    kind: crate::element::ElementKind,
    key: &str,
    value: &Value,
    path: &str,
) -> Result<(), SchemaError> {
    if key == "disabled" && value != &Value::Bool(false) {
        if let Some(reason) = kind.no_disabled_state() {
            return Err(SchemaError::new(path, reason));
        }
    }
    Ok(())
}

impl ObjectSchema {
    /// Reads the object option `key`; `Ok(false)` when it is not one.
    pub(crate) fn apply(
        &mut self,
        key: &str,
        value: &Value,
        path: &str,
        registries: Registries<'_>,
    ) -> Result<bool, SchemaError> {
        no_disabled(crate::element::ElementKind::Object, key, value, path)?;
        match key {
            "schema" => self.schema = read_children(path, value, registries)?,
            "embed" => self.embed = read::boolean(path, value)?,
            "default" => {
                object_default(path, value)?;
                return Ok(false);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    pub(crate) fn write(&self, map: &mut Map<String, Value>) {
        map.insert("schema".into(), write_children(&self.schema));
        map.insert("embed".into(), Value::Bool(self.embed));
    }
}

#[cfg(feature = "group")]
impl GroupSchema {
    /// Reads the group option `key`; `Ok(false)` when it is not one.
    pub(crate) fn apply(
        &mut self,
        key: &str,
        value: &Value,
        path: &str,
        registries: Registries<'_>,
    ) -> Result<bool, SchemaError> {
        no_disabled(crate::element::ElementKind::Group, key, value, path)?;
        match key {
            "schema" => self.schema = read_children(path, value, registries)?,
            "default" => {
                object_default(path, value)?;
                return Ok(false);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    pub(crate) fn write(&self, map: &mut Map<String, Value>) {
        map.insert("schema".into(), write_children(&self.schema));
    }
}

#[cfg(feature = "list")]
/// A limit: a non-negative integer, or `null` / `-1` for none.
fn limit(path: &str, value: &Value) -> Result<Option<usize>, SchemaError> {
    if value.is_null() || value.as_i64() == Some(-1) {
        return Ok(None);
    }
    let n = read::integer(path, value, 0)?;
    Ok(usize::try_from(n).ok())
}

#[cfg(feature = "list")]
impl ListSchema {
    /// The largest `initial` a schema may ask for (a larger one is a schema error): the
    /// blank items are built with the form, so an unbounded count from a schema would hang
    /// or abort it. Lists nested in list items multiply (a list of 1,000 objects holding a
    /// list with `initial: 1000` is a million elements): the form-wide
    /// [`MAX_BLANK_ITEMS`](Self::MAX_BLANK_ITEMS) bounds them.
    pub const MAX_INITIAL: usize = 1000;

    /// The most blank list items a form builds at start or by `reset()`, all lists
    /// together: each list's `initial` (or its `default`'s length; a `default: []` gives
    /// its `initial` items on `reset()`, so those count), a list nested in list items
    /// counted once per item of its parent (`initial: 100` items each holding a list with
    /// `initial: 100` are 100 + 10,000 items). A schema asking for more is refused when it is read, at the
    /// `initial` (or `default`) where the budget runs out: nested `initial`s multiply, so
    /// a few bytes of schema could otherwise build 10⁹ elements. Loaded data is not
    /// counted.
    pub const MAX_BLANK_ITEMS: usize = 10_000;

    /// How many blank items the list starts with (and `reset()` gives it when its default
    /// has no items): `initial`, or `min` when that is more (a schema read from JSON has
    /// its `initial` raised already; `min` counted up to [`MAX_INITIAL`](Self::MAX_INITIAL)).
    #[must_use]
    pub fn starting_items(&self) -> usize {
        self.initial
            .max(self.min.unwrap_or(0).min(Self::MAX_INITIAL))
    }

    /// How many blank items the list builds, at start or by `reset()`: its `default`'s
    /// length, else `initial`; an empty `default` gives no items at start but its
    /// [`starting_items`](Self::starting_items) on `reset()`, so those count. Also the
    /// option that says so, and whether the count is the `reset()` one.
    fn blank_items(&self) -> (usize, &'static str, bool) {
        match &self.common.default {
            Value::Array(items) if items.is_empty() => (self.starting_items(), "initial", true),
            Value::Array(items) => (items.len(), "default", false),
            _ => (self.initial, "initial", false),
        }
    }

    /// Reads the list option `key`; `Ok(false)` when it is not one.
    pub(crate) fn apply(
        &mut self,
        key: &str,
        value: &Value,
        path: &str,
        registries: Registries<'_>,
    ) -> Result<bool, SchemaError> {
        match key {
            "element" if value.is_null() => {
                if matches!(self.item, Some(ListItem::Element(_))) {
                    self.item = None;
                }
            }
            "element" => {
                let entry = ElementSchema::from_value("0", value, path, registries)?;
                #[cfg(feature = "group")]
                if matches!(entry, ElementSchema::Group(_)) {
                    return Err(SchemaError::new(
                        child(path, "type"),
                        "a list item needs its own data: use `object` items (a group's children would be the list's own keys)",
                    ));
                }
                self.item = Some(ListItem::Element(Arc::new(entry)));
            }
            "object" if value.is_null() => {
                if matches!(self.item, Some(ListItem::Object(_))) {
                    self.item = None;
                }
            }
            "object" => {
                let Value::Object(map) = value else {
                    return Err(mismatch(
                        path,
                        "an object (the item object's options)",
                        value,
                    ));
                };
                let mut map = map.clone();
                match map.get("type") {
                    None => {
                        map.insert("type".into(), Value::String("object".into()));
                    }
                    Some(t) if t.as_str() == Some("object") => {}
                    Some(_) => {
                        return Err(SchemaError::new(
                            child(path, "type"),
                            "the items of `object` are objects: leave out \"type\" or write \"object\"",
                        ));
                    }
                }
                let mut entry = ObjectSchema::default();
                for (k, v) in map.iter().filter(|(k, _)| k.as_str() != "type") {
                    let at = child(path, k);
                    if !entry.apply(k, v, &at, registries)?
                        && !entry.common.apply("0", k, v, &at, registries)?
                    {
                        return Err(SchemaError::new(at, "not an option of an item object"));
                    }
                }
                self.item = Some(ListItem::Object(Arc::new(ElementSchema::Object(entry))));
            }
            "initial" => {
                let n = read::integer(path, value, 0)?;
                self.initial = match usize::try_from(n) {
                    Ok(n) if n <= Self::MAX_INITIAL => n,
                    _ => {
                        return Err(SchemaError::new(
                            path,
                            format!(
                                "initial ({n}) is above {}, the most blank items a list starts with (load data to hold more)",
                                Self::MAX_INITIAL
                            ),
                        ));
                    }
                };
            }
            "min" => self.min = limit(path, value)?,
            "max" => self.max = limit(path, value)?,
            "addText" => self.add_text = read::localizable(path, value)?,
            "sort" => self.sort = read::boolean(path, value)?,
            "controls" => {
                let Value::Object(map) = value else {
                    return Err(mismatch(
                        path,
                        "an object ({\"add\", \"remove\", \"sort\"})",
                        value,
                    ));
                };
                let mut controls = ListControls::default();
                for (k, v) in map {
                    let at = child(path, k);
                    let on = read::boolean(&at, v)?;
                    match k.as_str() {
                        "add" => controls.add = on,
                        "remove" => controls.remove = on,
                        "sort" => controls.sort = on,
                        _ => {
                            return Err(SchemaError::new(
                                at,
                                "unknown control (expected \"add\", \"remove\" or \"sort\")",
                            ));
                        }
                    }
                }
                self.controls = controls;
            }
            "storeOrder" => self.store_order = read::opt_string(path, value)?,
            "order" => {
                self.order = match value.as_str().map(str::to_ascii_uppercase).as_deref() {
                    None if value.is_null() => None,
                    Some("ASC") => Some(ListOrder::Asc),
                    Some("DESC") => Some(ListOrder::Desc),
                    _ => {
                        return Err(SchemaError::new(
                            path,
                            "expected \"ASC\" or \"DESC\" (or null)",
                        ));
                    }
                }
            }
            "orderBy" => self.order_by = read::opt_string(path, value)?,
            "default" => {
                read::shape(path, value, &[Kind::Array, Kind::Null])?;
                return Ok(false);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The checks across options, once every key is read: `storeOrder` needs `object`
    /// items holding that child; `min` is at most `max`; an `initial` below `min` is raised
    /// to `min` (at most [`MAX_INITIAL`](Self::MAX_INITIAL)).
    pub(crate) fn finish(&mut self, path: &str) -> Result<(), SchemaError> {
        if let Some(field) = &self.store_order {
            let at = child(path, "storeOrder");
            match &self.item {
                Some(ListItem::Object(entry)) => {
                    let ElementSchema::Object(object) = &**entry else {
                        return Ok(());
                    };
                    if !object.schema.iter().any(|(n, _)| n == field) {
                        return Err(SchemaError::new(
                            at,
                            format!(
                                "\"{field}\" is not a child of the item object (storeOrder names the child that receives the position)"
                            ),
                        ));
                    }
                }
                _ => {
                    return Err(SchemaError::new(
                        at,
                        "storeOrder needs `object` items (an `element` item has no field to store the position in)",
                    ));
                }
            }
        }
        if let (Some(min), Some(max)) = (self.min, self.max) {
            if min > max {
                return Err(SchemaError::new(
                    child(path, "min"),
                    format!("min ({min}) is above max ({max})"),
                ));
            }
        }
        if let Some(min) = self.min {
            if self.initial < min {
                if min > Self::MAX_INITIAL {
                    return Err(SchemaError::new(
                        child(path, "min"),
                        format!(
                            "min ({min}) is above {}, the most blank items a list starts with (a list starts with at least min items)",
                            Self::MAX_INITIAL
                        ),
                    ));
                }
                self.initial = min;
            }
        }
        if let Some(max) = self.max {
            if self.initial > max {
                return Err(SchemaError::new(
                    child(path, "initial"),
                    format!("initial ({}) is above max ({max})", self.initial),
                ));
            }
        }
        Ok(())
    }

    pub(crate) fn write(&self, map: &mut Map<String, Value>) {
        let (element, object) = match &self.item {
            Some(ListItem::Element(e)) => (e.to_value(), Value::Null),
            Some(ListItem::Object(o)) => {
                let mut v = o.to_value();
                if let Value::Object(m) = &mut v {
                    m.remove("type");
                }
                (Value::Null, v)
            }
            None => (Value::Null, Value::Null),
        };
        map.insert("element".into(), element);
        map.insert("object".into(), object);
        map.insert("initial".into(), Value::from(self.initial));
        let lim = |l: Option<usize>| l.map_or(Value::from(-1), Value::from);
        map.insert("min".into(), lim(self.min));
        map.insert("max".into(), lim(self.max));
        map.insert(
            "addText".into(),
            read::or_null(self.add_text.as_ref(), Localizable::to_value),
        );
        map.insert("sort".into(), Value::Bool(self.sort));
        let mut controls = Map::new();
        controls.insert("add".into(), Value::Bool(self.controls.add));
        controls.insert("remove".into(), Value::Bool(self.controls.remove));
        controls.insert("sort".into(), Value::Bool(self.controls.sort));
        map.insert("controls".into(), Value::Object(controls));
        map.insert(
            "storeOrder".into(),
            read::or_null(self.store_order.as_ref(), |s| Value::String(s.clone())),
        );
        map.insert(
            "order".into(),
            match self.order {
                Some(ListOrder::Asc) => Value::from("ASC"),
                Some(ListOrder::Desc) => Value::from("DESC"),
                None => Value::Null,
            },
        );
        map.insert(
            "orderBy".into(),
            read::or_null(self.order_by.as_ref(), |s| Value::String(s.clone())),
        );
    }
}

impl ElementSchema {
    /// A container's direct child entries with their schema paths (`base.schema.city`, a
    /// list's `base.element` or `base.object`); empty for any other element.
    #[must_use]
    pub fn child_entries(&self, base: &str) -> Vec<(String, &Arc<ElementSchema>)> {
        let schema_base = child(base, "schema");
        let children = match self {
            Self::Object(o) => &o.schema,
            #[cfg(feature = "group")]
            Self::Group(g) => &g.schema,
            #[cfg(feature = "list")]
            Self::List(l) => {
                return match &l.item {
                    Some(ListItem::Element(e)) => vec![(child(base, "element"), e)],
                    Some(ListItem::Object(o)) => vec![(child(base, "object"), o)],
                    None => Vec::new(),
                };
            }
            #[allow(unreachable_patterns)]
            _ => return Vec::new(),
        };
        children
            .iter()
            .map(|(name, entry)| (child(&schema_base, name), entry))
            .collect()
    }
}

/// What builds the blank items counted by [`count_blank_items`], for its error message.
#[cfg(feature = "list")]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum BuiltBy {
    /// The form, at start.
    Form,
    /// `reset()`: a list at or above has `default: []`, which it rebuilds with its
    /// `initial` items.
    Reset,
    /// The first item of a list that starts empty (and builds no items on `reset()`).
    FirstItem,
}

/// Counts the blank list items the form would build for `entry` at `path`, built `copies`
/// times (once per item of the lists it sits in), into `total`: at start, or by `reset()`
/// (a list whose `default` is `[]` starts empty but is rebuilt with its `initial` items,
/// raised to `min`, so those count); refuses, at the `initial` (or `default`) where it
/// happens, a `total` above [`ListSchema::MAX_BLANK_ITEMS`]. A list that builds no items
/// either way (`initial: 0`) counts as one item for what its items hold (`built`
/// [`BuiltBy::FirstItem`] below it): its first item added, loaded or built by the
/// group-path check builds that much. Recursion is bounded by the schema's nesting cap.
#[cfg(feature = "list")]
pub(crate) fn count_blank_items(
    entry: &ElementSchema,
    path: &str,
    copies: usize,
    total: &mut usize,
    built: BuiltBy,
) -> Result<(), SchemaError> {
    let children = match entry {
        // Also without the `object` feature: a list's `object` items are objects.
        ElementSchema::Object(object) => &object.schema,
        #[cfg(feature = "group")]
        ElementSchema::Group(group) => &group.schema,
        ElementSchema::List(list) => {
            let (own, option, by_reset) = list.blank_items();
            let built = if by_reset && built == BuiltBy::Form {
                BuiltBy::Reset
            } else {
                built
            };
            let items = copies.saturating_mul(own);
            *total = total.saturating_add(items);
            if *total > ListSchema::MAX_BLANK_ITEMS {
                let per_parent = if copies > 1 {
                    format!(" ({own} in each of {copies} items of the lists around it)")
                } else {
                    String::new()
                };
                let built = match built {
                    BuiltBy::Form => "built with the form",
                    BuiltBy::Reset => {
                        "built by `reset()` (a list whose `default` is `[]` gets its `initial` items then)"
                    }
                    BuiltBy::FirstItem => "built with the first item of a list that starts empty",
                };
                return Err(SchemaError::new(
                    child(path, option),
                    format!(
                        "{items} blank items{per_parent} make {total} list items {built}, above {}, the most a form starts with (lists nested in list items multiply; load data to hold more)",
                        ListSchema::MAX_BLANK_ITEMS
                    ),
                ));
            }
            // A list that builds no items: what one item holds (its first `add`).
            let (items, built) = if own == 0 {
                (copies, BuiltBy::FirstItem)
            } else {
                (items, built)
            };
            return match &list.item {
                Some(ListItem::Element(e)) => {
                    count_blank_items(e, &child(path, "element"), items, total, built)
                }
                Some(ListItem::Object(o)) => {
                    count_blank_items(o, &child(path, "object"), items, total, built)
                }
                _ => Ok(()),
            };
        }
        _ => return Ok(()),
    };
    let at = child(path, "schema");
    for (name, c) in children {
        count_blank_items(c, &child(&at, name), copies, total, built)?;
    }
    Ok(())
}
