//! Attachments: the controller checks picked, pasted and dropped files against core's
//! accepted files, shows an uploading placeholder, uploads by core's upload route and puts
//! the attachment's figure in the placeholder's place.

use yewform_core::config::FormConfig;
use yewform_core::editor::accept::{FileInfo, refusals};
use yewform_core::editor::texts::uploading;
use yewform_core::editor::upload::UploadRoute;

use super::Controller;
use crate::editor::attachments::figure_html;
use crate::editor::surface::{self, UPLOAD_ATTRIBUTE};
use crate::editor::upload::upload_to_endpoint;
use crate::events::EventArgs;
use crate::form::handle::{spawn, warn};

impl Controller {
    /// Checks and uploads files into the current surface; refused files raise alerts.
    pub fn attach(&self, files: Vec<web_sys::File>) {
        if self.disabled {
            return;
        }
        for file in files {
            let info = FileInfo {
                name: file.name(),
                content_type: file.type_(),
                size: file.size().max(0.0) as u64,
            };
            let refused = refusals(
                &info,
                self.schema.accept.as_ref(),
                self.schema.accept_mimes.as_ref(),
                &self.locale,
                &self.fallback,
            );
            if !refused.is_empty() {
                for message in refused {
                    self.alert(message);
                }
                continue;
            }
            self.upload(file, info);
        }
    }

    /// The figure shown while `info` uploads (upload number `id`).
    fn placeholder(&self, id: u64, info: &FileInfo) -> Option<web_sys::Element> {
        let document = web_sys::window()?.document()?;
        let figure = document.create_element("figure").ok()?;
        let _ = figure.set_attribute(
            "class",
            &["attachment attachment--uploading ", &self.attachment_class].concat(),
        );
        let _ = figure.set_attribute(UPLOAD_ATTRIBUTE, &id.to_string());
        let _ = figure.set_attribute("contenteditable", "false");
        let _ = figure.set_attribute("aria-busy", "true");
        let (label, caption_text) = uploading(&info.name, &self.locale, &self.fallback);
        let progress = document.create_element("progress").ok()?;
        let _ = progress.set_attribute("class", &self.progress_class);
        let _ = progress.set_attribute("aria-label", &label);
        let caption = document.create_element("figcaption").ok()?;
        let _ = caption.set_attribute("class", "attachment__caption");
        caption.set_text_content(Some(&caption_text));
        let _ = figure.append_child(&progress);
        let _ = figure.append_child(&caption);
        Some(figure)
    }

    /// Where this element's attachments go (core's [`UploadRoute`]).
    fn route(&self) -> UploadRoute {
        let choose = |config: &FormConfig| {
            UploadRoute::choose(
                self.upload_fn.is_some(),
                config,
                self.schema.endpoint.as_deref(),
                self.schema.method.as_deref(),
            )
        };
        self.handle
            .form()
            .read(|s| choose(s.config()))
            .unwrap_or_else(|| choose(&FormConfig::default()))
    }

    fn upload(&self, file: web_sys::File, info: FileInfo) {
        let Some((language, surface)) = self.current() else {
            return;
        };
        let id = self.uploads.get().wrapping_add(1);
        self.uploads.set(id);
        if let Some(placeholder) = self.placeholder(id, &info) {
            // The next attachment goes after this one.
            if let Some(after) =
                surface::insert_node(&surface, &placeholder, self.saved_for(&language))
            {
                *self.saved.borrow_mut() = Some((language.clone(), after));
            }
        }
        let route = self.route();
        let this = self.clone();
        spawn(async move {
            let result = match (&route, &this.upload_fn) {
                (UploadRoute::Function, Some(upload)) => {
                    (upload.0)(file, this.handle.clone()).await
                }
                (UploadRoute::Endpoint(endpoint), _) => {
                    upload_to_endpoint(&endpoint.url, &endpoint.method, &file).await
                }
                (UploadRoute::Function, None) => Err("no upload function".to_string()),
            };
            this.finish(&language, id, &info, result);
        });
    }

    /// Puts the uploaded attachment in its placeholder's place, or removes the placeholder
    /// and fires `error`.
    fn finish(
        &self,
        language: &str,
        id: u64,
        info: &FileInfo,
        result: Result<crate::editor::Uploaded, String>,
    ) {
        let placeholder = self.surface(language).and_then(|s| {
            s.query_selector(&["[", UPLOAD_ATTRIBUTE, "=\"", &id.to_string(), "\"]"].concat())
                .ok()
                .flatten()
        });
        match result {
            Ok(uploaded) => {
                let Some(placeholder) = placeholder else {
                    warn(&format!(
                        "{}: {} uploaded, but its place in the text is gone",
                        self.handle.path(),
                        info.name
                    ));
                    return;
                };
                let html = figure_html(info, &uploaded);
                match surface::fragment(&html) {
                    Some(fragment) => surface::replace_placeholder(
                        &placeholder,
                        &fragment,
                        self.saved_for(language),
                    ),
                    None => placeholder.remove(),
                }
                self.emit(language);
            }
            Err(error) => {
                if let Some(placeholder) = placeholder {
                    placeholder.remove();
                }
                self.emit(language);
                warn(&format!(
                    "{}: upload of {} failed: {error}",
                    self.handle.path(),
                    info.name
                ));
                self.handle.fire("error", EventArgs::Error(error));
            }
        }
    }
}
