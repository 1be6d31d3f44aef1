//! What the `<Form>` sets for the views it renders: which elements are mounted, its `<form>`
//! node, the id scope, the layout templates and the theme.

use std::rc::Rc;

use super::FormHandle;
use crate::layout::classes::Styling;

impl FormHandle {
    /// Records that the view of the element at `path` is mounted (`true`) or gone.
    pub(crate) fn set_mounted(&self, path: &str, mounted: bool) {
        if mounted {
            if let Some(state) = self.0.paths.borrow_mut().entry(path) {
                state.mounted = true;
            }
        } else {
            if let Some(state) = self.0.paths.borrow_mut().get_mut(path) {
                state.mounted = false;
            }
            // Unmounting aborts the element's server-rule requests.
            self.server_checks(|checks| checks.abort_path(path));
        }
    }

    /// Records the `<form>` element the `<Form>` renders.
    pub(crate) fn set_form_node(&self, node: yew::NodeRef) {
        *self.0.form_node.borrow_mut() = node;
    }

    /// The `<form>` element, once rendered.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(crate) fn form_node(&self) -> yew::NodeRef {
        self.0.form_node.borrow().clone()
    }

    pub(crate) fn is_mounted(&self, path: &str) -> bool {
        self.0.paths.borrow().get(path).is_some_and(|p| p.mounted)
    }

    /// Scopes the element ids of this form (`yf-<scope>-<path>`), so two forms on one page
    /// never share an id. The `<Form>` sets its `id` as the scope.
    pub(crate) fn set_id_scope(&self, scope: Option<String>) {
        *self.0.id_scope.borrow_mut() = scope;
    }

    /// The layout templates of this form (replacement parts by component name).
    pub fn templates(&self) -> Rc<crate::layout::Templates> {
        self.0.templates.borrow().clone()
    }

    /// Sets the layout templates (the `<Form>` does this from its `templates` prop).
    pub(crate) fn set_templates(&self, templates: crate::layout::Templates) {
        *self.0.templates.borrow_mut() = Rc::new(templates);
    }

    /// What every element's classes start from: the theme's class map and the form's class
    /// functions.
    pub fn theme(&self) -> Rc<Styling> {
        self.0.theme.borrow().clone()
    }

    /// Sets the styling (the `<Form>` takes the class map from the `ThemeProvider`).
    pub(crate) fn set_theme(&self, theme: Rc<Styling>) {
        *self.0.theme.borrow_mut() = theme;
    }
}
