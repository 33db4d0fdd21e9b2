import { Button, Field, makeStyles, MessageBar, MessageBarBody, ProgressBar, Slider, Tab, TabList, Text, tokens } from '@fluentui/react-components'
import { ArrowUploadRegular, ImageAddRegular, SparkleRegular, VideoClipRegular } from '@fluentui/react-icons'
import { useEffect, useMemo, useState } from 'react'
import Cropper from 'react-easy-crop'
import { useTranslation } from 'react-i18next'
import { uploadImage } from '@/api/generated/channel/endpoints/commons/commons'
import { createThumbnail, generateThumbnails, selectVideoThumbnail } from '@/api/generated/channel/endpoints/thumbnails/thumbnails'
import type { ThumbnailRules } from '@/api/generated/channel/model'
import { usePermissions } from '@/shared/auth'
import { FileField, formatBytes } from '@/shared/form'
import { useErrorText } from '@/shared/hooks'
import { useNotify } from '@/shared/feedback'
import { FramePicker } from './frame-picker'
import { useThumbnailChanged } from './thumbnail-candidates'
import { encodeThumbnail, imageWidth, loadImage } from './thumbnail-canvas'
import { cropWideEnough, previewBackground, PREVIEW_SIZES, sourceRules, type PixelArea } from './thumbnail-image'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  cropArea: {
    position: 'relative',
    width: '100%',
    aspectRatio: '16 / 9',
    maxHeight: '420px',
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
  },
  previews: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  tabs: { flexWrap: 'wrap' },
  preview: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxWidth: '100%' },
  previewBox: {
    maxWidth: '100%',
    backgroundRepeat: 'no-repeat',
    borderRadius: tokens.borderRadiusSmall,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
})

type Source = 'upload' | 'frame' | 'generate'

/** Make a thumbnail three ways (upload, a frame of a local copy, server candidates), crop it to 16:9 and apply it. */
export function ThumbnailMaker({ videoId, rules }: { videoId: string; rules: ThumbnailRules }) {
  const { t, i18n } = useTranslation('thumbnail')
  const styles = useStyles()
  const notify = useNotify()
  const errorText = useErrorText()
  const changed = useThumbnailChanged()
  const { can } = usePermissions()
  const locale = i18n.language === 'en' ? 'en-US' : 'tr-TR'
  const [source, setSource] = useState<Source>('upload')
  const [files, setFiles] = useState<File[]>([])
  const [image, setImage] = useState<{ url: string; width: number; height: number; element: HTMLImageElement } | null>(null)
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<PixelArea | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [generating, setGenerating] = useState(false)
  // A local video the browser could not decode sent the user here: the generate tab says why.
  const [undecodable, setUndecodable] = useState(false)

  const fileRules = useMemo(() => sourceRules(rules, t('rules.types'), imageWidth), [rules, t])

  // The chosen image or captured frame, decoded once for the cropper and the encoder; the
  // object URL is revoked when another replaces it (the effect below).
  const takeSource = async (blob: Blob, name: string) => {
    const url = URL.createObjectURL(blob)
    try {
      const element = await loadImage(url)
      setImage({ url, width: element.naturalWidth, height: element.naturalHeight, element })
      setZoom(1)
      setCrop({ x: 0, y: 0 })
      setProblem(null)
    } catch {
      URL.revokeObjectURL(url)
      setProblem(t('rules.unreadable', { name }))
    }
  }

  useEffect(() => () => (image ? URL.revokeObjectURL(image.url) : undefined), [image])

  const onFiles = (chosen: File[]) => {
    setFiles(chosen)
    if (chosen[0]) void takeSource(chosen[0], chosen[0].name)
  }

  const generate = async () => {
    setGenerating(true)
    try {
      const result = await generateThumbnails({ videoId, count: 3 })
      await changed(videoId)
      notify.success(t('generate.done', { count: result.items.length }))
    } catch (error) {
      notify.error(errorText(error))
    } finally {
      setGenerating(false)
    }
  }

  const apply = async () => {
    if (!image || !area) return
    setProblem(null)
    if (!cropWideEnough(area, rules)) {
      setProblem(t('rules.cropTooNarrow', { width: Math.round(area.width), min: rules.minWidth }))
      return
    }
    const encoded = await encodeThumbnail(image.element, area, rules)
    if (!encoded) {
      setProblem(t('rules.tooLarge', { limit: formatBytes(rules.maxBytes, locale) }))
      return
    }
    setProgress(0)
    try {
      const file = new File([encoded.blob], 'thumbnail.jpg', { type: 'image/jpeg' })
      const uploaded = await uploadImage({ file }, { onUploadProgress: (event) => setProgress(event.total ? event.loaded / event.total : 0) })
      const created = await createThumbnail({ videoId, url: uploaded.url, width: rules.width, height: rules.height })
      await selectVideoThumbnail(videoId, { thumbnailId: created.id })
      await changed(videoId)
      notify.success(t('apply.done', { size: formatBytes(encoded.blob.size, locale) }))
      setImage(null)
      setFiles([])
    } catch (error) {
      setProblem(errorText(error))
    } finally {
      setProgress(null)
    }
  }

  if (!can('thumbnail_write')) return <Text className={styles.muted}>{t('maker.readOnly')}</Text>

  return (
    <section className={styles.root} aria-labelledby="thumbnail-maker">
      <Text id="thumbnail-maker" as="h2" size={500} weight="semibold">
        {t('maker.title')}
      </Text>
      <TabList
        className={styles.tabs}
        selectedValue={source}
        onTabSelect={(_, data) => {
          setSource(data.value as Source)
          setUndecodable(false)
        }}
      >
        <Tab value="upload" icon={<ImageAddRegular />}>
          {t('maker.upload')}
        </Tab>
        <Tab value="frame" icon={<VideoClipRegular />}>
          {t('maker.frame')}
        </Tab>
        <Tab value="generate" icon={<SparkleRegular />}>
          {t('maker.generate')}
        </Tab>
      </TabList>
      {source === 'upload' ? (
        <FileField
          label={t('upload.label')}
          hint={t('upload.hint', {
            types: t('rules.types'),
            min: rules.minWidth,
            limit: formatBytes(rules.maxBytes, locale),
            width: rules.width,
            height: rules.height,
          })}
          rules={fileRules}
          files={files}
          onChange={onFiles}
          name="thumbnail-image"
        />
      ) : null}
      {source === 'frame' ? (
        <FramePicker
          onFrame={(frame) => void takeSource(frame, t('frame.captured'))}
          onUndecodable={() => {
            setUndecodable(true)
            setSource('generate')
          }}
        />
      ) : null}
      {source === 'generate' && undecodable ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('frame.undecodable')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {source === 'generate' ? (
        <div className={styles.actions}>
          <Text>{t('generate.hint')}</Text>
          <Button appearance="primary" icon={<SparkleRegular />} disabled={generating} onClick={() => void generate()}>
            {t('generate.button')}
          </Button>
        </div>
      ) : null}
      {image ? (
        <>
          <Field label={t('crop.label')} hint={t('crop.hint')}>
            <div className={styles.cropArea}>
              <Cropper
                image={image.url}
                crop={crop}
                zoom={zoom}
                aspect={rules.width / rules.height}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
                cropperProps={{ 'aria-label': t('crop.area') } as never}
              />
            </div>
          </Field>
          <Field label={t('crop.zoom')}>
            <Slider min={1} max={4} step={0.05} value={zoom} onChange={(_, data) => setZoom(data.value)} />
          </Field>
          {area ? (
            <div className={styles.previews} role="group" aria-label={t('preview.title')}>
              {PREVIEW_SIZES.map((size) => (
                <div key={size.id} className={styles.preview}>
                  <div
                    role="img"
                    aria-label={t(`preview.${size.id}`)}
                    className={styles.previewBox}
                    style={{ backgroundImage: `url("${image.url}")`, ...previewBackground(area, image, size.width) }}
                  />
                  <Text size={200} className={styles.muted}>
                    {t(`preview.${size.id}`)}
                  </Text>
                </div>
              ))}
            </div>
          ) : null}
          <Text className={styles.muted}>
            {area ? t('crop.size', { width: Math.round(area.width), height: Math.round(area.height), outWidth: rules.width, outHeight: rules.height }) : ''}
          </Text>
          {problem ? (
            <MessageBar intent="error">
              <MessageBarBody>{problem}</MessageBarBody>
            </MessageBar>
          ) : null}
          {progress !== null ? (
            <Field label={t('apply.uploading', { percent: Math.round(progress * 100) })}>
              <ProgressBar value={progress} max={1} />
            </Field>
          ) : null}
          <div className={styles.actions}>
            <Button appearance="primary" icon={<ArrowUploadRegular />} disabled={!area || progress !== null} onClick={() => void apply()}>
              {t('apply.button')}
            </Button>
            <Button disabled={progress !== null} onClick={() => setImage(null)}>
              {t('apply.discard')}
            </Button>
          </div>
        </>
      ) : problem ? (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  )
}
