//! `templates`: replacement components for the layout's parts, by name (`ElementLabel`,
//! `ElementInfo`, `ElementDescription`, `ElementError`, `ElementText`), given to the `<Form>`
//! as render functions. Schema JSON cannot hold components, so templates are set in Rust.

use yew::prelude::*;

/// What a template receives.
#[derive(Clone, Debug, PartialEq)]
pub struct TemplateScope {
    /// The field's id (a label template points its `for` here).
    pub field_id: AttrValue,
    /// The id the part must carry (ARIA references it: `…__label`, `…__error`, …).
    pub id: AttrValue,
    /// The part's text (already localized; HTML is the template's to sanitize or escape).
    pub text: Option<AttrValue>,
    /// The classes the default part would have.
    pub class: Classes,
}

/// Templates by component name: the render functions of a form, read through
/// [`FormHandle::templates`](crate::FormHandle::templates).
///
/// A few names per form, kept in the order they were first inserted and searched in order
/// (a small list, not a hash map: one hash table type less in every app, docs/size.md).
#[derive(Clone, Default, PartialEq)]
pub struct Templates(Vec<(String, Callback<TemplateScope, Html>)>);

impl Templates {
    /// An empty set of templates.
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets the template `name`, replacing one of the same name; returns the replaced one.
    pub fn insert(
        &mut self,
        name: String,
        template: Callback<TemplateScope, Html>,
    ) -> Option<Callback<TemplateScope, Html>> {
        match self.0.iter_mut().find(|(n, _)| *n == name) {
            Some((_, old)) => Some(std::mem::replace(old, template)),
            None => {
                self.0.push((name, template));
                None
            }
        }
    }

    /// The template named `name`.
    pub fn get(&self, name: &str) -> Option<&Callback<TemplateScope, Html>> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, t)| t)
    }

    /// Whether a template is named `name`.
    pub fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// The templates, `(name, render function)`, in the order they were first inserted.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &Callback<TemplateScope, Html>)> {
        self.0.iter().map(|(n, t)| (n.as_str(), t))
    }

    /// How many templates there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl std::fmt::Debug for Templates {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.0.iter().map(|(n, _)| n))
            .finish()
    }
}
