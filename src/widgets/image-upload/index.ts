/** The image upload's door (shell spec §2.4, §5, §9): the widget and its pure rules. */
export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { judgeChosenFiles, refusalProblem, uploadMessage, UPLOAD_ACCEPT } from './upload-rules';
