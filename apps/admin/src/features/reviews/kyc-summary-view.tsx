import { type KycReviewSummary, makeRtoken } from '@platform/contract';
import { Button, Descriptions, Empty, Image, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useStaffToken } from '../../lib/session.ts';
import { missingImage } from './image-fallback.ts';
import { type KycField, type KycImage, kycImageUrl, kycSummary, readKycSummary } from './kyc-summary.ts';
import { UnreadableSummary } from './unreadable-summary.tsx';

const MISSING_IMAGE = missingImage('Photo unavailable');

const TEXT_STYLE = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/** A verification review's summary: labelled fields, a hidden card number, and the photos. */
export function KycSummaryView({ queue, summary }: { queue: string; summary: Record<string, unknown> }) {
  const read = useMemo(() => readKycSummary(queue, summary), [queue, summary]);
  if (read === null) return <UnreadableSummary summary={summary} />;
  return <KycSummaryFields summary={read} />;
}

function KycSummaryFields({ summary }: { summary: KycReviewSummary }) {
  const { fields, images } = useMemo(() => kycSummary(summary), [summary]);
  if (fields.length === 0 && images.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="The module gave no details." />;
  }
  return (
    <>
      {fields.length > 0 && (
        <Descriptions
          column={1}
          size="small"
          bordered
          data-testid="review-summary"
          items={fields.map((f) => ({ key: f.key, label: f.label, children: <FieldValue field={f} /> }))}
        />
      )}
      <KycImages images={images} />
    </>
  );
}

function FieldValue({ field }: { field: KycField }) {
  const [shown, setShown] = useState(false);
  if (field.kind === 'text') return <span style={TEXT_STYLE}>{field.value}</span>;
  return (
    <Space size="small" wrap>
      <Typography.Text code data-testid={`review-field-${field.key}`}>
        {shown ? field.value : field.masked}
      </Typography.Text>
      <Button
        type="link"
        size="small"
        data-testid={`review-field-${field.key}-toggle`}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? 'Hide' : 'Show'}
      </Button>
    </Space>
  );
}

/** The photos as thumbnails; each opens the preview (zoom, rotate, flip) and pages through the rest. */
function KycImages({ images }: { images: KycImage[] }) {
  const token = useStaffToken();
  // One rtoken per set of photos, so re-renders do not refetch the (uncached) bytes.
  const urls = useMemo(
    () => images.map((image) => kycImageUrl(image.id, token, makeRtoken())),
    [images, token],
  );
  return (
    <div data-testid="review-images" style={{ marginTop: 16 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Photos
      </Typography.Title>
      {images.length === 0 ? (
        <Typography.Text type="secondary">No photos with this submission.</Typography.Text>
      ) : (
        <Image.PreviewGroup>
          <Space size="middle" wrap align="start">
            {images.map((image, i) => (
              <figure
                key={image.role}
                data-testid={`review-image-${image.role}`}
                style={{ margin: 0, width: 160, textAlign: 'center' }}
              >
                <Image
                  src={urls[i]}
                  alt={image.label}
                  width={160}
                  height={110}
                  fallback={MISSING_IMAGE}
                  styles={{ image: { objectFit: 'cover', borderRadius: 4, border: '1px solid #f0f0f0' } }}
                />
                <figcaption style={{ marginTop: 4, color: 'rgba(0,0,0,0.65)' }}>{image.label}</figcaption>
              </figure>
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </div>
  );
}
