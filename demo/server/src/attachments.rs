//! `POST /api/attachments` and `GET /api/attachments/{name}`: the editor's attachment
//! upload endpoint. Files arrive as multipart form data (field `file`), are stored under
//! `std::env::temp_dir()/yewform-demo-uploads` with a generated name, and are served back.
//! Files over [`MAX_BYTES`] are refused with 413.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

use axum::Json;
use axum::extract::{Multipart, Path};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;

/// The largest attachment accepted, in bytes (5 MB).
pub const MAX_BYTES: usize = 5 * 1024 * 1024;

/// The body limit of the upload route: the file plus room for the multipart framing.
pub const BODY_LIMIT: usize = MAX_BYTES + 64 * 1024;

/// Where uploads are stored.
pub fn upload_dir() -> PathBuf {
    std::env::temp_dir().join("yewform-demo-uploads")
}

static NEXT: AtomicU64 = AtomicU64::new(1);

/// The extension of an uploaded file name, when it is short and alphanumeric.
fn safe_extension(name: &str) -> Option<String> {
    let (_, ext) = name.rsplit_once('.')?;
    let ext = ext.to_ascii_lowercase();
    (!ext.is_empty() && ext.len() <= 8 && ext.chars().all(|c| c.is_ascii_alphanumeric()))
        .then_some(ext)
}

fn error(status: StatusCode, message: &str) -> Response {
    (status, Json(json!({"error": message}))).into_response()
}

/// Stores the `file` field and answers `{url, href}`.
pub async fn upload(mut multipart: Multipart) -> Response {
    loop {
        let field = match multipart.next_field().await {
            Ok(Some(field)) => field,
            Ok(None) => return error(StatusCode::BAD_REQUEST, "no \"file\" field"),
            Err(e) => return error(e.status(), &e.body_text()),
        };
        if field.name() != Some("file") {
            continue;
        }
        let original = field.file_name().unwrap_or("file").to_string();
        let bytes = match field.bytes().await {
            Ok(bytes) => bytes,
            Err(e) => return error(e.status(), &e.body_text()),
        };
        if bytes.len() > MAX_BYTES {
            return error(
                StatusCode::PAYLOAD_TOO_LARGE,
                "the file is larger than 5 MB",
            );
        }
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let id = NEXT.fetch_add(1, Ordering::Relaxed);
        let name = match safe_extension(&original) {
            Some(ext) => format!("{stamp:x}-{id}.{ext}"),
            None => format!("{stamp:x}-{id}"),
        };
        let dir = upload_dir();
        if let Err(e) = tokio::fs::create_dir_all(&dir).await {
            return error(StatusCode::INTERNAL_SERVER_ERROR, &e.to_string());
        }
        if let Err(e) = tokio::fs::write(dir.join(&name), &bytes).await {
            return error(StatusCode::INTERNAL_SERVER_ERROR, &e.to_string());
        }
        let url = format!("/api/attachments/{name}");
        return Json(json!({"url": url, "href": url, "name": original, "size": bytes.len()}))
            .into_response();
    }
}

/// The content type served for a stored file, by extension.
fn content_type(name: &str) -> &'static str {
    match safe_extension(name).as_deref() {
        Some("png") => "image/png",
        Some("jpg" | "jpeg") => "image/jpeg",
        Some("gif") => "image/gif",
        Some("webp") => "image/webp",
        Some("pdf") => "application/pdf",
        Some("txt") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// Serves a stored file. Only generated names are valid; anything that is not a raster
/// image is sent as a download, and nothing is sniffed.
pub async fn serve(Path(name): Path<String>) -> Response {
    let valid = !name.is_empty()
        && !name.starts_with('.')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.');
    if !valid {
        return error(StatusCode::NOT_FOUND, "no such attachment");
    }
    let Ok(bytes) = tokio::fs::read(upload_dir().join(&name)).await else {
        return error(StatusCode::NOT_FOUND, "no such attachment");
    };
    let kind = content_type(&name);
    let mut response = (StatusCode::OK, bytes).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    if !kind.starts_with("image/") {
        headers.insert(
            header::CONTENT_DISPOSITION,
            HeaderValue::from_static("attachment"),
        );
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extensions_are_kept_only_when_safe() {
        assert_eq!(safe_extension("a.PNG").as_deref(), Some("png"));
        assert_eq!(safe_extension("a.php%00.png").as_deref(), Some("png"));
        assert_eq!(safe_extension("a./../x"), None);
        assert_eq!(safe_extension("noext"), None);
        assert_eq!(content_type("x.svg"), "application/octet-stream");
    }
}
