import type { StaffEnrolment } from '@platform/contract';
import { Alert, Flex, Modal, Spin, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The new staff member's authenticator enrolment: a QR code of the otpauth URL and the secret
 * as text. The server never shows the secret again, so the modal says so and closes only on
 * an explicit "Done".
 */
export function EnrolmentModal({
  enrolment,
  name,
  onClose,
}: {
  enrolment: StaffEnrolment;
  name: string;
  onClose(): void;
}) {
  const [image, setImage] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    QRCode.toDataURL(enrolment.otpauth_url, { width: 220, margin: 1 }).then(setImage, () => setFailed(true));
  }, [enrolment.otpauth_url]);
  return (
    <Modal
      open
      title={`Authenticator enrolment for ${name}`}
      okText="Done"
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
    >
      <Alert
        type="warning"
        showIcon
        title="Shown once. Hand the QR code or the secret to the new staff member now; it cannot be shown again."
        style={{ marginBottom: 16 }}
      />
      <Flex vertical align="center" gap={12} data-testid="staff-enrolment">
        {image && (
          <img src={image} width={220} height={220} alt="Authenticator QR code" data-testid="enrolment-qr" />
        )}
        {!image && !failed && <Spin />}
        {failed && <Alert type="error" title="The QR code could not be drawn; use the secret below." />}
        <Typography.Text>Secret (for manual entry):</Typography.Text>
        <Typography.Text
          code
          copyable
          data-testid="enrolment-secret"
          style={{ fontSize: 16, wordBreak: 'break-all' }}
        >
          {enrolment.totp_secret}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
