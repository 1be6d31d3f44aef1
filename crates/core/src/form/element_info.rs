//! What the form keeps per element besides its [`ElementState`](crate::element::ElementState):
//! [`ElementInfo`] (read by conditions, names and messages) and [`ElementRuntime`] (the
//! validation state the form mutates).

use crate::Value;
use crate::conditions::{Conditions, DisabledSpec};
use crate::locale::Localizable;
use crate::messages::MessageBag;
use crate::rules::{Validation, Validator};
use crate::schema::{ElementSchema, Floating};

/// The per-element options the form reads.
#[derive(Debug, Clone)]
pub(crate) struct ElementInfo {
    /// The schema entry, when the form was built from a schema (shared: views read it
    /// without copying a select's items).
    pub(crate) schema: Option<std::sync::Arc<ElementSchema>>,
    /// The conditions registered in the availability engine.
    pub(crate) conditions: Conditions,
    /// Paths the conditions read (for the circular exception).
    pub(crate) condition_deps: Vec<String>,
    /// The `disabled` option.
    pub(crate) disabled: DisabledSpec,
    /// Paths the `disabled` conditions read (none for a boolean or a function), read once
    /// when the option is set, not at every [`FormState::dependents`](super::FormState::dependents) call.
    pub(crate) disabled_deps: Vec<String>,
    /// Paths the variables of a select's endpoint `items` URL read, wildcards filled from
    /// the element's path (repeats kept), read once when the schema entry is set.
    pub(crate) endpoint_deps: Vec<String>,
    /// The text family's `readonly` option (not read-only for other kinds).
    #[cfg(feature = "text-family")]
    pub(crate) readonly: DisabledSpec,
    /// Paths the `readonly` conditions read, read once when the schema entry is set.
    #[cfg(feature = "text-family")]
    pub(crate) readonly_deps: Vec<String>,
    /// Paths the element's `{…}` expressions read (a text's or hidden's `expression`, a
    /// static's content with `expressions`), wildcards filled, read once when the schema
    /// entry is set.
    #[cfg(all(
        feature = "expressions",
        any(feature = "text-family", feature = "static")
    ))]
    pub(crate) expression_deps: Vec<String>,
    /// The element's `messages` option.
    pub(crate) messages: Value,
    /// `fieldName`.
    pub(crate) field_name: Option<Localizable>,
    /// `label` as text: a label is HTML, a message or a name is text, so the label's text
    /// content is taken once here when the label is set ([`label_text`]), not per message.
    pub(crate) label_text: Option<Localizable>,
    /// `placeholder`.
    pub(crate) placeholder: Option<Localizable>,
    /// `floating` (selects).
    pub(crate) floating: Option<Floating>,
    /// The path of the container holding this element (an object, group or list), if any.
    #[cfg(feature = "nested")]
    pub(crate) parent: Option<String>,
    /// This element's children, when it is a container.
    #[cfg(feature = "nested")]
    pub(crate) container: Option<Box<super::nested::Container>>,
}

/// A label's text content, per locale: markup stripped (`<b>Name</b>` → `Name`), entities
/// decoded; a label without `<` or `&` is kept as it is.
pub(crate) fn label_text(label: &Localizable) -> Localizable {
    let text = |t: &String| {
        if t.contains(['<', '&']) {
            crate::sanitize::text_content(t).trim().to_owned()
        } else {
            t.clone()
        }
    };
    match label {
        Localizable::Text(t) => Localizable::Text(text(t)),
        Localizable::ByLocale(pairs) => {
            Localizable::ByLocale(pairs.iter().map(|(k, v)| (k.clone(), text(v))).collect())
        }
    }
}

impl ElementInfo {
    pub(crate) fn new(path: &str, conditions: Conditions, disabled: DisabledSpec) -> Self {
        Self {
            schema: None,
            condition_deps: conditions.dependencies(path),
            conditions,
            disabled_deps: disabled.dependencies(path),
            endpoint_deps: Vec::new(),
            #[cfg(all(
                feature = "expressions",
                any(feature = "text-family", feature = "static")
            ))]
            expression_deps: Vec::new(),
            #[cfg(feature = "text-family")]
            readonly: DisabledSpec::default(),
            #[cfg(feature = "text-family")]
            readonly_deps: Vec::new(),
            disabled,
            messages: Value::Null,
            field_name: None,
            label_text: None,
            placeholder: None,
            floating: None,
            #[cfg(feature = "nested")]
            parent: None,
            #[cfg(feature = "nested")]
            container: None,
        }
    }
}

/// The validation state of one element.
#[derive(Debug, Clone)]
pub(crate) struct ElementRuntime {
    pub(crate) validation: Validation,
    pub(crate) bag: MessageBag,
    /// The `rules` option set with `set_rules`, waiting for `reinitValidation`.
    pub(crate) next_rules: Option<crate::rules::RuleSpec>,
}

impl ElementRuntime {
    pub(crate) fn new(validation: Validation) -> Self {
        Self {
            validation,
            bag: MessageBag::new(),
            next_rules: None,
        }
    }

    /// Whether any rule has run since creation or the last reset (the element was
    /// validated before).
    pub(crate) fn touched(&self) -> bool {
        self.validation.any(&Validator::validated)
    }
}
