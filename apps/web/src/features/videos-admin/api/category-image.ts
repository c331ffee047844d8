import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminCategoriesQuery } from './categories';

interface Upload {
  id: string;
  file: File;
  onProgress: (percent: number) => void;
}

export function uploadCategoryImage({ id, file, onProgress }: Upload) {
  const form = new FormData();
  form.append('image', file);
  return api.put('/categories/{categoryId}/image', {
    path: { categoryId: id },
    body: form,
    onUploadProgress: onProgress,
  });
}

/** Uploads (or replaces) a category's image. */
export function useUploadCategoryImage() {
  const queryClient = useQueryClient();
  const key = adminCategoriesQuery().queryKey;
  return useMutation({
    mutationFn: uploadCategoryImage,
    onSuccess: (saved) =>
      queryClient.setQueryData(key, (list) => list?.map((category) => (category.id === saved.id ? saved : category))),
  });
}
