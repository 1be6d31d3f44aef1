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
    /// `element` or `object`: what each item is (both given: `object`, whatever the key
    /// order, as the reference); `None`: items exist in the value only.
    pub item: Option<ListItem>,
    /// `initial` (default 1): blank items created without a default (and by `reset()` when
    /// the default has no items); at most `max` and [`MAX_INITIAL`](Self::MAX_INITIAL), and
    /// all lists' together within [`MAX_BLANK_ITEMS`](Self::MAX_BLANK_ITEMS) (holding at
    /// most [`MAX_BLANK_ELEMENTS`](Self::MAX_BLANK_ELEMENTS) elements). Below `min`
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
    if key == "disabled" && !super::shapes::is_not_disabled(value) {
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
    /// together: each list's items from the default tree around it (an object's or group's
    /// `default`, a list `default`'s entry: the form builds those first), else its own
    /// `default`'s length, else its `initial` (a `default: []` gives its `initial` items on
    /// `reset()`, so those count), a list nested in list items counted once per item of its
    /// parent (`initial: 100` items each holding a list with `initial: 100` are 100 +
    /// 10,000 items). A schema asking for more is refused when it is read, at the `initial`
    /// (or `default`) where the budget runs out: nested `initial`s multiply, so a few bytes
    /// of schema could otherwise build 10⁹ elements. Loaded data is not counted, nor the
    /// form's own `default` (the app's).
    pub const MAX_BLANK_ITEMS: usize = 10_000;

    /// The most elements those blank list items hold, all together: every element built
    /// in a blank item counts (the item itself, each field, each nested container), once
    /// per copy, so 100 items each holding 99 items of 1,000 fields (10,000 items, ~10⁷
    /// elements) are refused. A schema asking for more is refused when it is read, at the
    /// `initial` (or `default`) of the list whose items run the budget out. Flat fields
    /// outside lists are not counted (the schema holds each of them).
    pub const MAX_BLANK_ELEMENTS: usize = 100_000;

    /// How many blank items the list starts with (and `reset()` gives it when its default
    /// has no items): `initial`, or `min` when that is more (a schema read from JSON has
    /// its `initial` raised already; `min` counted up to [`MAX_INITIAL`](Self::MAX_INITIAL)).
    #[must_use]
    pub fn starting_items(&self) -> usize {
        self.initial
            .max(self.min.unwrap_or(0).min(Self::MAX_INITIAL))
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
                // `object` wins over `element` whatever the key order, as the reference's
                // (each item is `{...object, type: 'object'}` when `object` is set).
                if !matches!(self.item, Some(ListItem::Object(_))) {
                    self.item = Some(ListItem::Element(Arc::new(entry)));
                }
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

/// One layer of the default tree a container's children take their defaults from, as the
/// form builds it (`form::nested::build`): a value at an element's data position and the
/// schema path of the `default` it comes from (where a refusal points).
#[cfg(feature = "list")]
#[derive(Clone, Copy)]
struct Layer<'a> {
    value: &'a Value,
    from: &'a str,
}

/// The layers as the builder's `merge_default` folds them (highest priority first): nulls
/// are skipped, the first other value wins, and when it is an object the objects below it
/// merge in (anything else below it is dropped).
#[cfg(feature = "list")]
fn effective<'a>(layers: impl IntoIterator<Item = Layer<'a>>) -> Vec<Layer<'a>> {
    let mut out: Vec<Layer<'a>> = Vec::new();
    for layer in layers {
        if layer.value.is_null() {
            continue;
        }
        match out.first() {
            None => out.push(layer),
            Some(first) if first.value.is_object() && layer.value.is_object() => out.push(layer),
            Some(_) => {}
        }
    }
    out
}

/// The layers at child `name` of the layers given (an array's entry by its index, as
/// `value_in` reads it).
#[cfg(feature = "list")]
fn child_layers<'a>(layers: &[Layer<'a>], name: &str) -> Vec<Layer<'a>> {
    effective(layers.iter().filter_map(|layer| {
        let value = match layer.value {
            Value::Object(map) => map.get(name),
            Value::Array(items) => name.parse::<usize>().ok().and_then(|i| items.get(i)),
            _ => None,
        }?;
        Some(Layer {
            value,
            from: layer.from,
        })
    }))
}

/// What builds the blank items counted by [`count_blank_items`], for its error message.
#[cfg(feature = "list")]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum BuiltBy {
    /// The form, at start.
    Form,
    /// `reset()`: a list at or above has `default: []` (its own or from the default tree
    /// around it), which it rebuilds with its `initial` items.
    Reset,
    /// The first item of a list that starts empty (and builds no items on `reset()`).
    FirstItem,
}

#[cfg(feature = "list")]
impl BuiltBy {
    fn text(self) -> &'static str {
        match self {
            Self::Form => "built with the form",
            Self::Reset => {
                "built by `reset()` (a list whose `default` is `[]` gets its `initial` items then)"
            }
            Self::FirstItem => "built with the first item of a list that starts empty",
        }
    }
}

/// The running totals of [`count_blank_items`].
#[cfg(feature = "list")]
#[derive(Default)]
struct Blank {
    /// Blank list items ([`ListSchema::MAX_BLANK_ITEMS`]).
    items: usize,
    /// Elements built in blank list items ([`ListSchema::MAX_BLANK_ELEMENTS`]).
    elements: usize,
}

/// Where the entry being counted is built: `copies` times (once per item of the lists it
/// sits in), by `built`, inside the blank items of the list whose option is at `held`
/// (`None`: not in a list item).
#[cfg(feature = "list")]
#[derive(Clone, Copy)]
struct Copies<'a> {
    copies: usize,
    built: BuiltBy,
    held: Option<&'a str>,
}

/// Refuses a schema whose blank list items (at start, by `reset()`, or by a first `add()`)
/// are above [`ListSchema::MAX_BLANK_ITEMS`], or hold more than
/// [`ListSchema::MAX_BLANK_ELEMENTS`] elements, at the `initial` (or `default`) where the
/// budget runs out. The form's own `default` is the app's and is not counted.
#[cfg(feature = "list")]
pub(crate) fn check_blank_items(
    elements: &[(String, Arc<ElementSchema>)],
    base: &str,
) -> Result<(), SchemaError> {
    let mut blank = Blank::default();
    let top = Copies {
        copies: 1,
        built: BuiltBy::Form,
        held: None,
    };
    for (name, entry) in elements {
        count_blank_items(entry, name, &child(base, name), &[], top, &mut blank)?;
    }
    Ok(())
}

/// Counts the blank list items the form would build for `entry` named `name` at schema
/// path `path`, into `blank`, reading the defaults the builder reads: `around` is the
/// default tree at its parent's data position. A list's items come from the array found
/// there at its name, else its own `default`, else `initial` (a `[]` there gives no items
/// at start but `initial` items, raised to `min`, on `reset()`, so those count); each
/// array entry is counted with the lists it holds. A list that builds no items either way
/// (`initial: 0`) counts as one item for what its items hold (built
/// [`BuiltBy::FirstItem`] below it): its first item added, loaded or built by the
/// group-path check builds that much. Every element inside a blank item counts toward the
/// element budget. Recursion is bounded by the schema's nesting cap; the entries walked
/// are bounded by the element budget.
#[cfg(feature = "list")]
fn count_blank_items<'a>(
    entry: &'a ElementSchema,
    name: &str,
    path: &str,
    around: &[Layer<'a>],
    at: Copies<'_>,
    blank: &mut Blank,
) -> Result<(), SchemaError> {
    if let Some(held) = at.held {
        blank.elements = blank.elements.saturating_add(at.copies);
        if blank.elements > ListSchema::MAX_BLANK_ELEMENTS {
            return Err(SchemaError::new(
                held,
                format!(
                    "these blank items and the elements they hold make more than {} elements {}, the element budget of a form's blank list items (every element in an item counts, once per item; lists nested in list items multiply; load data to hold more)",
                    ListSchema::MAX_BLANK_ELEMENTS,
                    at.built.text()
                ),
            ));
        }
    }
    let own_default = child(path, "default");
    let (children, layers) = match entry {
        // Also without the `object` feature: a list's `object` items are objects.
        ElementSchema::Object(object) => {
            let mut layers = child_layers(around, name);
            layers.push(Layer {
                value: &object.common.default,
                from: &own_default,
            });
            (&object.schema, effective(layers))
        }
        #[cfg(feature = "group")]
        ElementSchema::Group(group) => {
            let layers = around.iter().copied().chain(std::iter::once(Layer {
                value: &group.common.default,
                from: &own_default,
            }));
            (&group.schema, effective(layers))
        }
        ElementSchema::List(list) => {
            return count_list(list, name, path, &own_default, around, at, blank);
        }
        _ => return Ok(()),
    };
    let schema = child(path, "schema");
    for (name, c) in children {
        count_blank_items(c, name, &child(&schema, name), &layers, at, blank)?;
    }
    Ok(())
}

/// [`count_blank_items`] for a list.
#[cfg(feature = "list")]
fn count_list<'a>(
    list: &'a ListSchema,
    name: &str,
    path: &str,
    own_default: &str,
    around: &[Layer<'a>],
    at: Copies<'_>,
    blank: &mut Blank,
) -> Result<(), SchemaError> {
    let Some(item) = &list.item else {
        // No items: the list holds its value.
        return Ok(());
    };
    let found = match child_layers(around, name).first() {
        Some(layer) if layer.value.is_array() => Some(*layer),
        _ if list.common.default.is_array() => Some(Layer {
            value: &list.common.default,
            from: own_default,
        }),
        _ => None,
    };
    let initial = child(path, "initial");
    let (own, option, entries, by_reset) = match found {
        Some(Layer {
            value: Value::Array(items),
            from,
        }) if !items.is_empty() => (items.len(), from, found, false),
        Some(_) => (list.starting_items(), initial.as_str(), None, true),
        None => (list.starting_items(), initial.as_str(), None, false),
    };
    let built = if by_reset && at.built == BuiltBy::Form {
        BuiltBy::Reset
    } else {
        at.built
    };
    let items = at.copies.saturating_mul(own);
    blank.items = blank.items.saturating_add(items);
    if blank.items > ListSchema::MAX_BLANK_ITEMS {
        let per_parent = if at.copies > 1 {
            format!(
                " ({own} in each of {} items of the lists around it)",
                at.copies
            )
        } else {
            String::new()
        };
        return Err(SchemaError::new(
            option,
            format!(
                "{items} blank items{per_parent} make {} list items {}, above {}, the most a form starts with (lists nested in list items multiply; load data to hold more)",
                blank.items,
                built.text(),
                ListSchema::MAX_BLANK_ITEMS
            ),
        ));
    }
    let (entry, item_path) = match item {
        ListItem::Element(e) => (e, child(path, "element")),
        ListItem::Object(o) => (o, child(path, "object")),
    };
    match entries {
        // Each entry of the array is an item's default, built once per copy.
        Some(array) => {
            let around = [array];
            let inner = Copies {
                held: Some(array.from),
                built,
                ..at
            };
            for k in 0..own {
                count_blank_items(entry, &k.to_string(), &item_path, &around, inner, blank)?;
            }
            Ok(())
        }
        // Blank items: what one holds, once per item; a list that builds none counts one
        // (its first `add`).
        None => {
            let inner = if own == 0 {
                Copies {
                    copies: at.copies,
                    built: BuiltBy::FirstItem,
                    held: Some(option),
                }
            } else {
                Copies {
                    copies: items,
                    built,
                    held: Some(option),
                }
            };
            count_blank_items(entry, "0", &item_path, &[], inner, blank)
        }
    }
}
