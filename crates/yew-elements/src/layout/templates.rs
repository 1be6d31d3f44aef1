//! `templates`: replacement components for the layout's parts, by name (`ElementLabel`,
//! `ElementInfo`, `ElementDescription`, `ElementError`, `ElementText`), given to the `<Form>`
//! as render functions. Schema JSON cannot hold components, so templates are set in Rust.

use std::collections::HashMap;

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

/// Templates by component name.
pub type Templates = HashMap<String, Callback<TemplateScope, Html>>;
