//! The whole form schema: named entries in JSON order.

use std::collections::HashMap;
use std::sync::Arc;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

use super::element::ElementSchema;
use super::error::{SchemaError, child, mismatch};
use super::registries::Registries;
use crate::conditions::ConditionRegistry;
use crate::rules::RuleRegistry;

/// A form schema: `(name, element)` pairs in the order of the JSON object.
///
/// The entries are shared (`Arc`): a form state built from the schema keeps the same entries
/// rather than copies (a select's `items` may hold 100,000 options), and cloning a schema
/// is cheap.
///
/// ```
/// use yewform_core::schema::{ElementSchema, FormSchema};
/// # #[cfg(feature = "editor")] {
/// let schema = FormSchema::from_json(r#"{
///     "country": {"type": "select", "items": "/api/countries", "search": true, "label": "Country"},
///     "body": {"type": "t-editor", "rules": {"en": "required"}}
/// }"#).unwrap();
/// let Some(ElementSchema::Select(country)) = schema.get("country") else { panic!() };
/// assert!(country.search && !country.is_native());
/// assert_eq!(FormSchema::from_value(&schema.to_value()).unwrap(), schema);
/// # }
///
/// let err = FormSchema::from_json(r#"{"country": {"type": "select", "serach": true}}"#).unwrap_err();
/// assert_eq!(err.to_string(), r#"schema.country.serach: unknown option (did you mean "search"?)"#);
/// ```
#[derive(Debug, Clone, PartialEq, Default)]
pub struct FormSchema {
    /// The elements by name, in schema order (shared entries).
    pub elements: Vec<(String, Arc<ElementSchema>)>,
}

/// The root of every schema error path.
const ROOT: &str = "schema";

impl FormSchema {
    /// Parses a schema from JSON text.
    ///
    /// # Errors
    /// Invalid JSON (path `schema`), or the first invalid entry or option.
    pub fn from_json(text: &str) -> Result<Self, SchemaError> {
        let value: Value = serde_json::from_str(text)
            .map_err(|e| SchemaError::new(ROOT, format!("invalid JSON: {e}")))?;
        Self::from_value(&value)
    }

    /// Reads a schema from a JSON value. `rules`, `conditions` and `disabled` are checked
    /// against the built-in rules, operators and expression functions; see
    /// [`FormSchema::from_value_with`] for app-registered ones. With the `list` feature, a
    /// `*` in a path a condition, a rule parameter or an endpoint variable reads is the
    /// index of the list item the reading element is in: one that no list item around it
    /// fills (`lines.*.qty` read outside `lines`) is refused, `schema.big.conditions:
    /// "lines.*.qty": no list item around this element fills its "*" …` (an expression
    /// reads every item with it: `SUM(lines.*.qty)`).
    ///
    /// # Errors
    /// The first problem found, with its path (`schema.<name>.<option>`).
    pub fn from_value(value: &Value) -> Result<Self, SchemaError> {
        let rules = RuleRegistry::default();
        let conditions = ConditionRegistry::default();
        Self::from_value_with(
            value,
            Registries {
                rules: &rules,
                conditions: &conditions,
            },
        )
    }

    /// As [`FormSchema::from_value`], accepting the rules, operators and expression
    /// functions of `registries` too.
    ///
    /// # Errors
    /// The first problem found, with its path (`schema.<name>.<option>`).
    pub fn from_value_with(value: &Value, registries: Registries<'_>) -> Result<Self, SchemaError> {
        let Value::Object(map) = value else {
            return Err(mismatch(ROOT, "an object of elements keyed by name", value));
        };
        let elements = map
            .iter()
            .map(|(name, entry)| {
                super::error::element_name(ROOT, name)?;
                Ok((
                    name.clone(),
                    Arc::new(ElementSchema::from_value(
                        name,
                        entry,
                        &child(ROOT, name),
                        registries,
                    )?),
                ))
            })
            .collect::<Result<Vec<_>, _>>()?;
        // Nested lists' blank items and what they hold, form-wide
        // (`ListSchema::MAX_BLANK_ITEMS`, `ListSchema::MAX_BLANK_ELEMENTS`).
        #[cfg(feature = "list")]
        super::container::check_blank_items(&elements, ROOT)?;
        check_unique_ids(&elements)?;
        // A `*` no list item around its reader fills (`lines.*.qty` read outside `lines`;
        // without lists no `*` is ever filled, and no list can be named).
        #[cfg(feature = "list")]
        for (name, entry) in &elements {
            super::wildcards::check_wildcards(entry, &child(ROOT, name), 0, registries)?;
        }
        #[cfg(all(feature = "expressions", feature = "text-family"))]
        super::expression_cycles::check_expression_cycles(&elements)?;
        // Static option lists are read once, here, into compact stores.
        let mut schema = Self { elements };
        schema.compact_items();
        Ok(schema)
    }

    /// The full JSON form: every entry with every option, so that
    /// `from_value(&s.to_value()) == Ok(s)`.
    #[must_use]
    pub fn to_value(&self) -> Value {
        Value::Object(
            self.elements
                .iter()
                .map(|(name, element)| (name.clone(), element.to_value()))
                .collect::<Map<_, _>>(),
        )
    }

    /// The element named `name`.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&ElementSchema> {
        self.elements
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, e)| &**e)
    }

    /// The element named `name`, to change it in Rust (e.g. name the Rust functions it uses:
    /// [`ElementSchema::set_items_fn`], [`ElementSchema::set_format_data`], …). A shared entry
    /// is copied first (copy on write).
    pub fn element_mut(&mut self, name: &str) -> Option<&mut ElementSchema> {
        self.elements
            .iter_mut()
            .find(|(n, _)| n == name)
            .map(|(_, e)| Arc::make_mut(e))
    }

    /// Reads every select's static JSON `items` into a compact option store
    /// ([`SelectSchema::compact_items`](super::SelectSchema::compact_items)). Reading a
    /// schema ([`FormSchema::from_value`]) does it already; call it after setting `items` in
    /// Rust. Returns how many selects were converted.
    /// The selects inside containers (objects, groups, list items) are converted too, so
    /// that their options are known before any view rendered (the `allowAbsent` check of a
    /// `load`, [`FormState::set_value_admission`](crate::form::FormState::set_value_admission)).
    pub fn compact_items(&mut self) -> usize {
        self.elements
            .iter_mut()
            .map(|(_, entry)| compact_entry(entry))
            .sum()
    }

    /// The names of the elements, in order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.elements.iter().map(|(n, _)| n.as_str())
    }

    /// The number of elements.
    #[must_use]
    pub fn len(&self) -> usize {
        self.elements.len()
    }

    /// Whether the schema has no element.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.elements.is_empty()
    }
}

impl Serialize for FormSchema {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_value().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for FormSchema {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(deserializer)?;
        Self::from_value(&value).map_err(D::Error::custom)
    }
}

/// Each `id` option names one field in the form: two elements given the same one would share
/// every `<label for>` and ARIA reference. The second is an error naming the first. A list
/// item schema's id is given once and made unique per item by its index (`qty-0`, `qty-1`,
/// docs/dom.md), so it counts once here; another id that such an item takes (`qty-0`, or
/// `qty-1-0` in nested lists: the id followed by one `-<digits>` part per list around it) is
/// an error naming the list item's.
///
/// Hash lookups: one per id, and one per stripped `-<digits>` part, at most as many as the
/// deepest list nesting (an id with more such parts than that is no item's).
fn check_unique_ids(elements: &[(String, Arc<ElementSchema>)]) -> Result<(), SchemaError> {
    /// The `id` options: in schema order (id, schema path), where each is, and the ids of
    /// list items with their lists' nesting.
    #[derive(Default)]
    struct Seen<'a> {
        order: Vec<(&'a str, String)>,
        at: HashMap<&'a str, usize>,
        in_list: HashMap<&'a str, usize>,
        deepest: usize,
    }
    fn walk<'a>(
        entry: &'a ElementSchema,
        path: String,
        lists: usize,
        seen: &mut Seen<'a>,
    ) -> Result<(), SchemaError> {
        if let Some(id) = entry.common().id.as_deref() {
            let at = child(&path, "id");
            if let Some((_, first)) = seen.at.get(id).and_then(|&i| seen.order.get(i)) {
                return Err(SchemaError::new(
                    at,
                    format!("the id \"{id}\" is already {first}'s: an id names one field"),
                ));
            }
            seen.at.insert(id, seen.order.len());
            if lists > 0 {
                seen.in_list.insert(id, seen.order.len());
                seen.deepest = seen.deepest.max(lists);
            }
            seen.order.push((id, at));
        }
        #[cfg(feature = "nested")]
        {
            let children = match entry {
                ElementSchema::Object(object) => Some(&object.schema),
                #[cfg(feature = "group")]
                ElementSchema::Group(group) => Some(&group.schema),
                #[cfg(feature = "list")]
                ElementSchema::List(list) => {
                    let lists = lists.saturating_add(1);
                    return match &list.item {
                        Some(super::ListItem::Element(e)) => {
                            walk(e, child(&path, "element"), lists, seen)
                        }
                        Some(super::ListItem::Object(o)) => {
                            walk(o, child(&path, "object"), lists, seen)
                        }
                        None => Ok(()),
                    };
                }
                #[allow(unreachable_patterns)]
                _ => None,
            };
            let at = child(&path, "schema");
            for (name, c) in children.into_iter().flatten() {
                walk(c, child(&at, name), lists, seen)?;
            }
        }
        Ok(())
    }
    let mut seen = Seen::default();
    for (name, entry) in elements {
        walk(entry, child(ROOT, name), 0, &mut seen)?;
    }
    // `qty-0`, `qty-1-0`: the stem after each `-<digits>` part is left off in turn, as many
    // times as lists nest at most.
    for (id, at) in &seen.order {
        let mut stem: &str = id;
        for _ in 0..seen.deepest {
            let Some((head, index)) = stem.rsplit_once('-') else {
                break;
            };
            if index.is_empty() || !index.bytes().all(|b| b.is_ascii_digit()) {
                break;
            }
            stem = head;
            if let Some((_, item)) = seen.in_list.get(stem).and_then(|&i| seen.order.get(i)) {
                return Err(SchemaError::new(
                    at.as_str(),
                    format!(
                        "the id \"{id}\" is one that {item} gives a list item (\"{stem}\" and the item's index): an id names one field"
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// [`FormSchema::compact_items`] of one entry and the entries inside it; only an entry that
/// holds a select that may be converted is copied (copy on write).
#[allow(irrefutable_let_patterns)] // without the editor feature, every entry is a select
fn compact_entry(entry: &mut Arc<ElementSchema>) -> usize {
    if !needs_compacting(entry) {
        return 0;
    }
    match Arc::make_mut(entry) {
        ElementSchema::Select(select) => usize::from(select.compact_items()),
        #[cfg(feature = "object")]
        ElementSchema::Object(object) => object
            .schema
            .iter_mut()
            .map(|(_, e)| compact_entry(e))
            .sum(),
        #[cfg(feature = "group")]
        ElementSchema::Group(group) => group.schema.iter_mut().map(|(_, e)| compact_entry(e)).sum(),
        #[cfg(feature = "list")]
        ElementSchema::List(list) => match &mut list.item {
            Some(super::ListItem::Element(e) | super::ListItem::Object(e)) => compact_entry(e),
            None => 0,
        },
        #[allow(unreachable_patterns)]
        _ => 0,
    }
}

/// Whether `entry` is, or holds, a select whose static items are not compacted yet.
fn needs_compacting(entry: &ElementSchema) -> bool {
    match entry {
        ElementSchema::Select(s) => s.static_store().is_none(),
        #[cfg(feature = "object")]
        ElementSchema::Object(object) => object.schema.iter().any(|(_, e)| needs_compacting(e)),
        #[cfg(feature = "group")]
        ElementSchema::Group(group) => group.schema.iter().any(|(_, e)| needs_compacting(e)),
        #[cfg(feature = "list")]
        ElementSchema::List(list) => match &list.item {
            Some(super::ListItem::Element(e) | super::ListItem::Object(e)) => needs_compacting(e),
            None => false,
        },
        #[allow(unreachable_patterns)]
        _ => false,
    }
}
