//! [`ElementState::reconfigure`]: new options for an element that exists (an inline
//! element's props changed).

use super::setup::ElementSetup;
use super::state::ElementState;
use crate::Value;

impl ElementState {
    /// Takes the options of `setup` (`default`, `submit`, the static `disabled`) while the
    /// element keeps its value, language, dirty state, `hide()` and `disable()`/`enable()`:
    /// as in any Yew component, changed props reach the element without resetting it.
    ///
    /// The name, parent path, kind and languages stay those the element was built with (a
    /// different name is a different element). `formatData`/`formatLoad` are kept when
    /// `setup` has none. `inherited_default` is the parent's or the form's `default[name]`.
    ///
    /// ```
    /// use yewform_core::element::{ElementSetup, ElementState};
    /// use serde_json::json;
    ///
    /// let mut el = ElementState::new(ElementSetup::new("size").with_default(json!("s")), None);
    /// el.update(json!("m"));
    /// el.reconfigure(ElementSetup::new("size").with_default(json!("l")).with_submit(false), None);
    /// assert_eq!(el.value(), &json!("m"));
    /// assert_eq!(el.default_value(), &json!("l"));
    /// assert_eq!(el.request_data(), json!({}));
    /// ```
    pub fn reconfigure(&mut self, setup: ElementSetup, inherited_default: Option<&Value>) {
        self.setup.on_off = setup.on_off.clone();
        let mut next = setup.clone();
        next.kind = self.setup.kind;
        next.languages = self.setup.languages.clone();
        self.null = next.null_value();
        self.default = super::choice::kind_default(&next, inherited_default, &self.null);
        self.disabled_option = setup.disabled;
        self.setup.default = setup.default;
        self.setup.submit = setup.submit;
        self.setup.disabled = setup.disabled;
        self.setup.force_numbers = setup.force_numbers;
        if setup.format_data.is_some() {
            self.setup.format_data = setup.format_data;
        }
        if setup.format_load.is_some() {
            self.setup.format_load = setup.format_load;
        }
    }
}
