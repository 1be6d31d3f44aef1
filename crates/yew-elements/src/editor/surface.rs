//! The editable surface, handled imperatively: after its first render Yew renders the
//! `contenteditable` element without children and never diffs its content; these helpers set
//! and read it, and work with the selection inside it.

use wasm_bindgen::JsCast;
use yewform_core::Value;
use yewform_core::sanitize::{
    editor_output, escape_text, normalize_editor_html, normalize_pasted_html,
};

/// The attribute marking an attachment placeholder while it uploads (never part of the
/// value).
pub const UPLOAD_ATTRIBUTE: &str = "data-yf-upload";

/// The selector of every upload placeholder (an element with [`UPLOAD_ATTRIBUTE`]).
const UPLOAD_SELECTOR: &str = "[data-yf-upload]";

/// The HTML the surface shows for a value entry: markup as it is, plain text, a number or a
/// boolean escaped in a `<div>`, anything else (null, missing) as the empty string
/// ([`editor_surface_html`](yewform_core::element::editor_surface_html) decides).
pub fn value_html(value: Option<&Value>) -> String {
    yewform_core::element::editor_surface_html(value)
}

/// Plain text as editor HTML for pasting: escaped, line breaks as `<br>`.
///
/// ```
/// use yewform_elements::editor::surface::plain_text_html;
/// assert_eq!(plain_text_html("a < b\r\nc"), "a &lt; b<br>c");
/// ```
pub fn plain_text_html(text: &str) -> String {
    // One loop, not a Vec of lines joined (docs/size.md).
    let mut out = String::with_capacity(text.len());
    for (index, line) in text.replace("\r\n", "\n").split('\n').enumerate() {
        if index > 0 {
            out.push_str("<br>");
        }
        out.push_str(&escape_text(line));
    }
    out
}

/// Puts `html` into the surface, through the editor sanitizer.
pub fn set_content(surface: &web_sys::Element, html: &str) {
    surface.set_inner_html(&normalize_editor_html(html));
}

/// The surface's content in the editor's normal form, without upload placeholders, a line
/// without a tag wrapped in a `<div>` ([`editor_output`]: the value read back is HTML); the
/// empty string when it holds no text and no image or attachment (what a browser leaves
/// behind after deleting everything: `<br>`, `<div><br></div>`).
pub fn read_content(surface: &web_sys::Element) -> String {
    let copy = surface
        .clone_node_with_deep(true)
        .ok()
        .and_then(|n| n.dyn_into::<web_sys::Element>().ok());
    let Some(copy) = copy else {
        return String::new();
    };
    if let Ok(list) = copy.query_selector_all(UPLOAD_SELECTOR) {
        for i in 0..list.length() {
            if let Some(node) = list.item(i) {
                if let Some(parent) = node.parent_node() {
                    let _ = parent.remove_child(&node);
                }
            }
        }
    }
    let text = copy.text_content().unwrap_or_default();
    let has_media = copy.query_selector("img, figure").ok().flatten().is_some();
    if text.trim().is_empty() && !has_media {
        return String::new();
    }
    editor_output(&copy.inner_html())
}

fn selection() -> Option<web_sys::Selection> {
    web_sys::window()?.get_selection().ok().flatten()
}

/// The selection's first range when it lies inside `surface`.
pub fn range_inside(surface: &web_sys::Element) -> Option<web_sys::Range> {
    let selection = selection()?;
    if selection.range_count() == 0 {
        return None;
    }
    let range = selection.get_range_at(0).ok()?;
    let container = range.common_ancestor_container().ok()?;
    surface.contains(Some(&container)).then_some(range)
}

/// Makes `range` the selection.
pub fn select_range(range: &web_sys::Range) {
    if let Some(selection) = selection() {
        let _ = selection.remove_all_ranges();
        let _ = selection.add_range(range);
    }
}

/// A collapsed range at the end of `surface`.
pub fn end_range(surface: &web_sys::Element) -> Option<web_sys::Range> {
    let document = surface.owner_document()?;
    let range = document.create_range().ok()?;
    range.select_node_contents(surface).ok()?;
    range.collapse_with_to_start(false);
    Some(range)
}

/// Focuses `surface` and makes sure the selection is inside it: `saved` when given (and
/// still inside), else the end of the content.
pub fn focus_with_selection(surface: &web_sys::HtmlElement, saved: Option<web_sys::Range>) {
    if range_inside(surface).is_some() {
        let _ = surface.focus();
        return;
    }
    let _ = surface.focus();
    if range_inside(surface).is_some() {
        return;
    }
    let inside = saved.filter(|r| {
        r.common_ancestor_container()
            .ok()
            .is_some_and(|c| surface.contains(Some(&c)))
    });
    if let Some(range) = inside.or_else(|| end_range(surface)) {
        select_range(&range);
    }
}

/// Inserts `node` at the selection inside `surface` (or at `saved`, or at the end), puts
/// the caret after it and returns that position.
pub fn insert_node(
    surface: &web_sys::Element,
    node: &web_sys::Node,
    saved: Option<web_sys::Range>,
) -> Option<web_sys::Range> {
    let inside = |r: &web_sys::Range| {
        r.common_ancestor_container()
            .ok()
            .is_some_and(|c| surface.contains(Some(&c)))
    };
    let focused = surface
        .owner_document()
        .and_then(|d| d.active_element())
        .is_some_and(|a| surface.contains(Some(&a)));
    // While the surface has the focus its selection is where the user is; otherwise (the
    // file picker, a drop) the remembered position is.
    let range = if focused {
        range_inside(surface).or_else(|| saved.filter(inside))
    } else {
        saved.filter(inside).or_else(|| range_inside(surface))
    };
    let range = match range {
        Some(range) => {
            let _ = range.delete_contents();
            if range.insert_node(node).is_err() {
                let _ = surface.append_child(node);
            }
            range
        }
        None => {
            let _ = surface.append_child(node);
            surface.owner_document()?.create_range().ok()?
        }
    };
    range.set_start_after(node).ok()?;
    range.collapse_with_to_start(true);
    if focused {
        select_range(&range);
    }
    Some(range)
}

/// Replaces an upload placeholder with the attachment's `fragment`. A caret (the
/// selection, or `saved`) right after the placeholder stays after the attachment, so the
/// next attachment or keystroke lands behind it.
pub fn replace_placeholder(
    placeholder: &web_sys::Element,
    fragment: &web_sys::DocumentFragment,
    saved: Option<web_sys::Range>,
) {
    let Some(parent) = placeholder.parent_node() else {
        return;
    };
    let children = parent.child_nodes();
    let index = (0..children.length()).find(|i| {
        children
            .item(*i)
            .is_some_and(|c| c.is_same_node(Some(placeholder)))
    });
    let after = index.map(|i| i + 1);
    let is_after = |r: &web_sys::Range| {
        r.collapsed()
            && r.start_container()
                .ok()
                .is_some_and(|c| c.is_same_node(Some(&parent)))
            && r.start_offset().ok() == after
    };
    let live = selection()
        .filter(|s| s.range_count() > 0)
        .and_then(|s| s.get_range_at(0).ok())
        .filter(is_after);
    let saved = saved.filter(is_after);
    let last = fragment.last_child();
    if parent.replace_child(fragment, placeholder).is_err() {
        return;
    }
    if let Some(last) = last {
        for range in [live, saved].into_iter().flatten() {
            if range.set_start_after(&last).is_ok() {
                range.collapse_with_to_start(true);
            }
        }
    }
}

/// A range over the contents of the link `link` when the selection lies wholly inside it
/// (a caret in it, or some of its text), as Trix widens the selection to the whole link
/// before it changes or removes `href`; `None` otherwise.
pub fn whole_link_range(
    link: &web_sys::Element,
    selection: &web_sys::Range,
) -> Option<web_sys::Range> {
    let start = selection.start_container().ok()?;
    let end = selection.end_container().ok()?;
    if !(link.contains(Some(&start)) && link.contains(Some(&end))) {
        return None;
    }
    let range = link.owner_document()?.create_range().ok()?;
    range.select_node_contents(link).ok()?;
    Some(range)
}

/// The link around the selection inside `surface`, if any.
pub fn link_at_selection(surface: &web_sys::Element) -> Option<web_sys::Element> {
    let range = range_inside(surface)?;
    let mut node = Some(range.start_container().ok()?);
    while let Some(current) = node {
        if current.is_same_node(Some(surface)) {
            return None;
        }
        if let Some(element) = current.dyn_ref::<web_sys::Element>() {
            if element.tag_name().eq_ignore_ascii_case("a") {
                return Some(element.clone());
            }
        }
        node = current.parent_node();
    }
    None
}

/// Parses trusted, already sanitized HTML into a fragment (an inert `template`).
pub fn fragment(html: &str) -> Option<web_sys::DocumentFragment> {
    let document = web_sys::window()?.document()?;
    let template = document
        .create_element("template")
        .ok()?
        .dyn_into::<web_sys::HtmlTemplateElement>()
        .ok()?;
    template.set_inner_html(html);
    Some(template.content())
}

/// The files of a clipboard or drag-and-drop data transfer.
pub fn files_of(data: &web_sys::DataTransfer) -> Vec<web_sys::File> {
    files_of_list(data.files())
}

/// The files of a file list (the file picker).
pub fn files_of_list(list: Option<web_sys::FileList>) -> Vec<web_sys::File> {
    let mut files = Vec::new();
    if let Some(list) = list {
        for index in 0..list.length() {
            if let Some(file) = list.item(index) {
                files.push(file);
            }
        }
    }
    files
}

/// The HTML to insert for pasted or dropped data: `text/html` through the editor
/// sanitizer, its bold and italic styles read first
/// ([`normalize_pasted_html`]), else `text/plain` escaped. `None` when there is nothing.
pub fn transfer_html(data: &web_sys::DataTransfer) -> Option<String> {
    let html = data.get_data("text/html").unwrap_or_default();
    let html = if html.trim().is_empty() {
        plain_text_html(&data.get_data("text/plain").unwrap_or_default())
    } else {
        normalize_pasted_html(&html)
    };
    (!html.is_empty()).then_some(html)
}
