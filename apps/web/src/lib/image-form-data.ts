/** A multipart form of text fields and the images picked with them (all sent as `images`). */
export function imageFormData(fields: Record<string, string>, images: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const image of images) form.append('images', image, image.name);
  return form;
}
