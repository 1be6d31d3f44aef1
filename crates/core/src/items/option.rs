//! The normalised option list: [`Opt`], [`Group`] and [`Items`].

use serde_json::{Map, Value};

/// What an option keeps of its original item: nothing for a scalar or a plain object item
/// (a list of 100,000 plain options holds no copy of their objects), the object otherwise.
/// Small (one pointer and a tag), unlike a `serde_json::Value`.
#[derive(Debug, Clone, PartialEq)]
pub enum Kept {
    /// A scalar item (`"a"`, `1`, `true`): the value is the item.
    Scalar,
    /// A plain object item (`{valueProp: value, labelProp: "text"}`, or an entry of the
    /// `{value: label}` format), which [`Opt::as_object`] rebuilds.
    Plain,
    /// The original object item, when it holds more than [`Opt::as_object`] rebuilds (extra
    /// properties, `disabled`, a per-locale or number label).
    Object(Box<Map<String, Value>>),
}

/// An option's value, compact (16 bytes on wasm32 where a `serde_json::Value` takes 48):
/// scalars inline, a string boxed, an array or object value shared. Read it with
/// [`to_value`](Self::to_value) and compare it with [`matches`](Self::matches).
#[derive(Debug, Clone, PartialEq)]
pub enum OptValue {
    /// `null`.
    Null,
    /// `true` / `false`.
    Bool(bool),
    /// A non-negative integer.
    PosInt(u64),
    /// A negative integer.
    NegInt(i64),
    /// A number with a fraction or an exponent.
    Float(f64),
    /// A string.
    Str(Box<str>),
    /// An array or an object.
    Other(std::sync::Arc<Value>),
}

impl OptValue {
    /// The compact form of `value`.
    #[must_use]
    pub fn from_value(value: &Value) -> Self {
        match value {
            Value::Null => Self::Null,
            Value::Bool(b) => Self::Bool(*b),
            Value::Number(n) => {
                if let Some(u) = n.as_u64() {
                    Self::PosInt(u)
                } else if let Some(i) = n.as_i64() {
                    Self::NegInt(i)
                } else {
                    n.as_f64().map_or_else(
                        || Self::Other(std::sync::Arc::new(value.clone())),
                        Self::Float,
                    )
                }
            }
            Value::String(s) => Self::Str(s.as_str().into()),
            Value::Array(_) | Value::Object(_) => Self::Other(std::sync::Arc::new(value.clone())),
        }
    }

    /// The value as JSON.
    #[must_use]
    pub fn to_value(&self) -> Value {
        match self {
            Self::Null => Value::Null,
            Self::Bool(b) => Value::Bool(*b),
            Self::PosInt(u) => Value::from(*u),
            Self::NegInt(i) => Value::from(*i),
            Self::Float(f) => serde_json::Number::from_f64(*f).map_or(Value::Null, Value::Number),
            Self::Str(s) => Value::String(s.to_string()),
            Self::Other(v) => (**v).clone(),
        }
    }

    /// Whether the option's value is `other` (deep JSON equality, numbers by value:
    /// [`json_equal`](crate::element::json_equal)).
    #[must_use]
    pub fn matches(&self, other: &Value) -> bool {
        match (self, other) {
            (Self::Str(s), Value::String(o)) => **s == **o,
            (Self::Str(_), _) | (_, Value::String(_)) => false,
            (Self::Other(v), _) => crate::element::json_equal(v, other),
            _ => crate::element::json_equal(&self.to_value(), other),
        }
    }
}

impl OptValue {
    /// Whether the option's value is `other` as a checkbox or radio compares them (the
    /// reference's loose comparison, JavaScript's `String(a) === String(b)` for scalars):
    /// [`matches`](Self::matches), or a scalar with the same text (`"1"` and `1`, `"true"`
    /// and `true`). The select compares strictly ([`matches`](Self::matches)).
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::items::OptValue;
    /// let one = OptValue::from_value(&json!("1"));
    /// assert!(one.loosely_matches(&json!(1)) && one.loosely_matches(&json!("1")));
    /// assert!(!one.matches(&json!(1)) && !one.loosely_matches(&json!(2)));
    /// ```
    #[must_use]
    pub fn loosely_matches(&self, other: &Value) -> bool {
        self.matches(other) || crate::element::loosely_equal(&self.to_value(), other)
    }
}

/// Equal to the JSON value it was read from.
impl PartialEq<Value> for OptValue {
    fn eq(&self, other: &Value) -> bool {
        match (self, other) {
            (Self::Str(s), Value::String(o)) => **s == **o,
            (Self::Other(v), _) => **v == *other,
            _ => self.to_value() == *other,
        }
    }
}

impl From<&Value> for OptValue {
    fn from(value: &Value) -> Self {
        Self::from_value(value)
    }
}

macro_rules! opt_value_from {
    ($($t:ty => $variant:ident as $as:ty),* $(,)?) => {
        $(
            /// A value of an option built in Rust ([`OptionStore::from_pairs`](super::OptionStore::from_pairs)).
            impl From<$t> for OptValue {
                fn from(value: $t) -> Self {
                    Self::$variant(<$as>::from(value))
                }
            }
        )*
    };
}

opt_value_from! {
    u8 => PosInt as u64,
    u16 => PosInt as u64,
    u32 => PosInt as u64,
    u64 => PosInt as u64,
    bool => Bool as bool,
    f32 => Float as f64,
}

/// A signed integer: [`OptValue::PosInt`] when non-negative, as JSON reads it.
fn from_i64(value: i64) -> OptValue {
    u64::try_from(value).map_or(OptValue::NegInt(value), OptValue::PosInt)
}

impl From<i64> for OptValue {
    fn from(value: i64) -> Self {
        from_i64(value)
    }
}

impl From<i32> for OptValue {
    fn from(value: i32) -> Self {
        from_i64(i64::from(value))
    }
}

impl From<usize> for OptValue {
    fn from(value: usize) -> Self {
        u64::try_from(value).map_or(OptValue::Float(value as f64), OptValue::PosInt)
    }
}

impl From<isize> for OptValue {
    fn from(value: isize) -> Self {
        i64::try_from(value).map_or(OptValue::Float(value as f64), from_i64)
    }
}

/// A float: whole values stay floats (`2.0`), as `serde_json` reads `2.0`.
impl From<f64> for OptValue {
    fn from(value: f64) -> Self {
        Self::Float(value)
    }
}

impl From<&str> for OptValue {
    fn from(value: &str) -> Self {
        Self::Str(value.into())
    }
}

impl From<String> for OptValue {
    fn from(value: String) -> Self {
        Self::Str(value.into_boxed_str())
    }
}

impl From<Value> for OptValue {
    fn from(value: Value) -> Self {
        Self::from_value(&value)
    }
}

/// One selectable option.
#[derive(Debug, Clone, PartialEq)]
pub struct Opt {
    /// The value the element takes when this option is selected (compact; numbers stay
    /// numbers): [`OptValue::to_value`] gives it as JSON.
    pub value: OptValue,
    /// The label shown, already localised.
    pub label: String,
    /// Whether the option cannot be selected (its own `disabled: true`, or its group's).
    pub disabled: bool,
    /// What is kept of the original item ([`Kept`]). Read the item with
    /// [`as_object`](Self::as_object), which rebuilds what was not kept.
    pub raw: Kept,
}

impl Opt {
    /// The option as an object, the element's value when `object: true`: the original
    /// item when it was kept ([`raw`](Self::raw)), otherwise
    /// `{valueProp: value, labelProp: label}` (equal to a plain original item).
    #[must_use]
    pub fn as_object(&self, value_prop: &str, label_prop: &str) -> Value {
        if let Some(kept) = self.kept_object() {
            return Value::Object(kept.clone());
        }
        let mut map = Map::new();
        map.insert(value_prop.to_owned(), self.value.to_value());
        map.insert(label_prop.to_owned(), Value::String(self.label.clone()));
        Value::Object(map)
    }
}

impl Opt {
    /// The original object item when it was kept (see [`raw`](Self::raw)).
    #[must_use]
    pub fn kept_object(&self) -> Option<&Map<String, Value>> {
        match &self.raw {
            Kept::Object(map) => Some(map),
            Kept::Scalar | Kept::Plain => None,
        }
    }

    /// Whether the item was an object (kept or rebuilt by [`as_object`](Self::as_object)),
    /// not a scalar.
    #[must_use]
    pub fn is_object_item(&self) -> bool {
        !matches!(self.raw, Kept::Scalar)
    }
}

/// One option group (`groups: true`).
#[derive(Debug, Clone, PartialEq)]
pub struct Group {
    /// The group header, already localised.
    pub label: String,
    /// Whether the whole group is disabled (its options are then disabled too).
    pub disabled: bool,
    /// The group's options, in order.
    pub options: Vec<Opt>,
    /// The original group object.
    pub raw: Value,
}

/// A normalised option list, flat or grouped.
#[derive(Debug, Clone, PartialEq)]
pub enum Items {
    /// A plain list of options.
    Flat(Vec<Opt>),
    /// Option groups, each with its options.
    Grouped(Vec<Group>),
}

impl Default for Items {
    fn default() -> Self {
        Items::Flat(Vec::new())
    }
}

impl Items {
    /// The number of options (over all groups; headers not counted).
    #[must_use]
    pub fn len(&self) -> usize {
        match self {
            Items::Flat(options) => options.len(),
            Items::Grouped(groups) => groups.iter().map(|g| g.options.len()).sum(),
        }
    }

    /// Whether there is no option at all.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every option in display order, across groups. The position in this iterator is an
    /// option's *flat index*, the index [`crate::items::SearchIndex`] returns.
    pub fn options(&self) -> Box<dyn Iterator<Item = &Opt> + '_> {
        match self {
            Items::Flat(options) => Box::new(options.iter()),
            Items::Grouped(groups) => Box::new(groups.iter().flat_map(|g| g.options.iter())),
        }
    }

    /// The option at flat index `index` (O(1) for flat lists, O(groups) for grouped ones).
    #[must_use]
    pub fn option(&self, index: usize) -> Option<&Opt> {
        match self {
            Items::Flat(options) => options.get(index),
            Items::Grouped(groups) => {
                let mut rest = index;
                for group in groups {
                    if rest < group.options.len() {
                        return group.options.get(rest);
                    }
                    rest -= group.options.len();
                }
                None
            }
        }
    }

    /// The groups, or an empty slice for a flat list.
    #[must_use]
    pub fn groups(&self) -> &[Group] {
        match self {
            Items::Flat(_) => &[],
            Items::Grouped(groups) => groups,
        }
    }
}
