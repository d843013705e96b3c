/** The one upload pipeline, as the modules that accept files see it. */
export {
  createImageUploads,
  readMultipartForm,
  type ImageUploads,
  type MultipartForm,
} from './image-upload';
export {
  createContentMedia,
  encodeImage,
  sniffMedia,
  thumbnailOf,
  type ContentMedia,
  type StoredMedia,
} from './content-media';
