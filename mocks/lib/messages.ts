import type { RequestHandler } from 'msw'

/**
 * The mock gateway answers in the caller's language (Accept-Language: Turkish unless the
 * caller asks for English), as the real services do. Handlers write their messages in
 * English; this catalogue gives the Turkish of each, and `localizeHandlers` translates the
 * envelope's `header.message` of every answer on its way out, so no handler needs to know.
 *
 * Keys are the English text; `{}` stands for a value filled in at run time (in order), and the
 * Turkish names them `{0}`, `{1}`… in the order Turkish needs. A value that is itself a known
 * term or message (a record kind such as `User`) is translated too. Messages a handler already
 * writes in both languages (the code flows of account.ts) pass through untouched.
 * messages.test.ts fails when a handler can produce a message that has no Turkish here.
 *
 * Not translated on purpose: `Injected fault: HTTP {}` (the developer's fault injection, never
 * sent by a real gateway) and the control endpoints under /__mock.
 */
export const TURKISH_MESSAGES: Record<string, string> = {
  // respond.ts, route.ts, key-value.ts
  'The access token is missing, expired or invalid.': 'Erişim belirteci yok, süresi dolmuş ya da geçersiz.',
  '{} not found.': '{0} bulunamadı.',
  'The request is not valid.': 'İstek geçerli değil.',
  'This needs the {} permission.': 'Bunun için {0} yetkisi gerekiyor.',
  'This belongs to a channel you are not assigned to.': 'Bu kayıt atanmadığınız bir kanala ait.',
  'This needs the video_write or thumbnail_write permission.': 'Bunun için video_write veya thumbnail_write yetkisi gerekiyor.',
  'This needs the content_create permission.': 'Bunun için content_create yetkisi gerekiyor.',
  'Index must be 0 or more and Size between 1 and 10000.': 'Index 0 ya da daha büyük, Size 1 ile 10000 arasında olmalı.',
  'Search holds at most 100 characters.': 'Search en çok 100 karakter olabilir.',
  'A fault needs method and path.': 'Bir hata kuralı için method ve path gerekir.',
  // write-step.ts (versions and idempotency)
  'This call needs an Idempotency-Key header (8 to 100 characters).': 'Bu istek bir Idempotency-Key başlığı (8 ile 100 karakter arası) gerektirir.',
  'This change must say which version of the record it was based on (If-Match).': 'Bu değişiklik, kaydın hangi sürümüne dayandığını belirtmeli (If-Match).',
  '{} changed this record at {} after you read it.': 'Siz okuduktan sonra {0} bu kaydı {1} tarihinde değiştirdi.',
  'This record changed after you read it.': 'Bu kayıt siz okuduktan sonra değişti.',
  'Changed by {} at {} since the change was prepared; skipped.': 'Değişiklik hazırlandıktan sonra {0} tarafından {1} tarihinde değiştirildi; atlandı.',
  'Changed since the change was prepared; skipped.': 'Değişiklik hazırlandıktan sonra değiştirildi; atlandı.',
  // auth.ts
  'No user has this email address.': 'Bu e-posta adresine sahip bir kullanıcı yok.',
  'The authentication service is temporarily unavailable.': 'Kimlik doğrulama hizmeti geçici olarak kullanılamıyor.',
  'The authorization period of this user has ended.': 'Bu kullanıcının yetki süresi sona erdi.',
  'The directory (LDAP) rejected the sign-in.': 'Dizin hizmeti (LDAP) girişi reddetti.',
  'The refresh token has already been used or was revoked.': 'Yenileme belirteci zaten kullanılmış ya da iptal edilmiş.',
  'The refresh token is invalid or expired.': 'Yenileme belirteci geçersiz ya da süresi dolmuş.',
  'The user name must be an email address.': 'Kullanıcı adı bir e-posta adresi olmalı.',
  'The user name or password is wrong.': 'Kullanıcı adı ya da şifre hatalı.',
  'Unexpected error while signing in.': 'Giriş yapılırken beklenmeyen bir hata oluştu.',
  'grant_type must be password or refresh_token.': 'grant_type password ya da refresh_token olmalı.',
  'refresh_token is required.': 'refresh_token gerekli.',
  'username and password are required.': 'username ve password gerekli.',
  // account.ts (already answered in both languages; listed so the catalogue is complete)
  'A new code can be requested in {s} seconds.': 'Yeni kod {s} saniye sonra istenebilir.',
  'No account has this email address or phone number.': 'Bu e-posta adresi ya da telefon numarasıyla bir hesap bulunamadı.',
  'No account has this email address.': 'Bu e-posta adresiyle bir hesap bulunamadı.',
  'No code was sent to this address; request one.': 'Bu adrese gönderilmiş bir kod bulunamadı; yeni bir kod isteyin.',
  'The code has expired; request a new one.': 'Kodun süresi doldu; yeni bir kod isteyin.',
  'The code is wrong.': 'Kod hatalı.',
  'The new password and its confirmation are not the same.': 'Yeni şifre ile tekrarı aynı değil.',
  'The token is wrong or has expired; start again.': 'Doğrulamanın süresi doldu ya da geçersiz; baştan başlayın.',
  'This account is already set up. Sign in, or use "forgot password".': 'Bu hesap zaten kurulmuş. Giriş yapın ya da "Şifremi unuttum"u kullanın.',
  // users.ts, organizations.ts, roles.ts
  'Another user already has the email address {}.': '{0} e-posta adresi başka bir kullanıcıya ait.',
  'One of the channels does not exist.': 'Kanallardan biri bulunamadı.',
  'One of the companies does not exist.': 'Şirketlerden biri bulunamadı.',
  'One of the roles does not exist.': 'Rollerden biri bulunamadı.',
  'One of the users does not exist.': 'Kullanıcılardan biri bulunamadı.',
  'One of the permissions does not exist.': 'Yetkilerden biri bulunamadı.',
  'The channel {} does not belong to any of the chosen companies.': '{0} kanalı seçilen şirketlerin hiçbirine ait değil.',
  'The organization does not exist.': 'Organizasyon bulunamadı.',
  'You can only manage users of your own organization.': 'Yalnızca kendi organizasyonunuzun kullanıcılarını yönetebilirsiniz.',
  'You cannot deactivate your own account.': 'Kendi hesabınızı pasif yapamazsınız.',
  'You cannot delete your own account.': 'Kendi hesabınızı silemezsiniz.',
  'Another organization already has the tax number {}.': '{0} vergi numarası başka bir organizasyona ait.',
  'Another organization is already named {}.': '{0} adında başka bir organizasyon zaten var.',
  'The contract end date must be after the contract start date.': 'Sözleşme bitiş tarihi, başlangıç tarihinden sonra olmalı.',
  'These organizations still have users: {}. Nothing was deleted.': 'Bu organizasyonların hâlâ kullanıcıları var: {0}. Hiçbiri silinmedi.',
  'Unknown country code {}.': 'Bilinmeyen ülke kodu: {0}.',
  'Unknown language code {}.': 'Bilinmeyen dil kodu: {0}.',
  'A {} role named {} already exists.': '{1} adında bir {0} rolü zaten var.',
  'The built-in admin role cannot be changed.': 'Yerleşik yönetici rolü değiştirilemez.',
  'The department does not exist.': 'Departman bulunamadı.',
  'The built-in admin role cannot be deleted. Nothing was deleted.': 'Yerleşik yönetici rolü silinemez. Hiçbiri silinmedi.',
  // role-trash.ts
  'This role is not in the Trash.': 'Bu rol Çöp Kutusu’nda değil.',
  // organization-trash.ts
  'This organization is not in the Trash.': 'Bu organizasyon Çöp Kutusu’nda değil.',
  // user-trash.ts
  'This user is not in the Trash.': 'Bu kullanıcı Çöp Kutusu’nda değil.',
  'Another {} role is named {} now. Nothing was restored.': 'Artık {1} adında başka bir {0} rolü var. Hiçbiri geri getirilmedi.',
  'The role does not exist.': 'Rol bulunamadı.',
  // cms.ts, channels.ts
  'Another CMS account already has the key {}.': '{0} anahtarı başka bir CMS hesabında kullanılıyor.',
  'The CMS account does not exist.': 'CMS hesabı bulunamadı.',
  'The company does not exist.': 'Şirket bulunamadı.',
  'The match policy is not a policy of this CMS account.': 'Eşleşme politikası bu CMS hesabına ait değil.',
  'These CMS accounts still have channels: {}. Nothing was deleted.': 'Bu CMS hesaplarının hâlâ kanalları var: {0}. Hiçbiri silinmedi.',
  'This CMS account already has a policy named {}.': 'Bu CMS hesabında {0} adında bir politika zaten var.',
  'The channel does not exist.': 'Kanal bulunamadı.',
  // videos.ts, video-bulk.ts, contents.ts, thumbnails.ts, playlists.ts, translations.ts
  'A blocked video cannot be made public.': 'Engellenmiş bir video herkese açık yapılamaz.',
  'A video can have at most 50 tags.': 'Bir videonun en fazla 50 etiketi olabilir.',
  'Monetization cannot be turned on for a video made for kids.': 'Çocuklar için yapılmış bir videoda para kazanma açılamaz.',
  'Monetization needs a finished upload.': 'Yüklemesi bitmemiş bir videoda para kazanma açılamaz.',
  'The description would be longer than 5000 characters.': 'Açıklama 5000 karakteri aşıyor.',
  'The title cannot be empty.': 'Başlık boş olamaz.',
  'The title would be longer than 100 characters.': 'Başlık 100 karakteri aşıyor.',
  'The video does not belong to this channel.': 'Video bu kanala ait değil.',
  'Video not found.': 'Video bulunamadı.',
  'A saved view needs a name.': 'Kayıtlı görünümün bir adı olmalı.',
  'A saved view with this name already exists.': 'Bu adla kayıtlı bir görünüm zaten var.',
  'This saved view is not among your deleted views.': 'Bu kayıtlı görünüm sildiğiniz görünümler arasında değil.',
  'You have a saved view named {} again; nothing was restored.': '{0} adlı kayıtlı bir görünümünüz yine var; hiçbir şey geri getirilmedi.',
  'The language does not exist.': 'Dil bulunamadı.',
  'The thumbnail does not belong to this video.': 'Küçük resim bu videoya ait değil.',
  'This upload was opened by another user.': 'Bu yüklemeyi başka bir kullanıcı başlattı.',
  'The category does not exist.': 'Kategori bulunamadı.',
  'The product does not exist.': 'Ürün bulunamadı.',
  'A scheduled content needs a planned date and time in the future.': 'Planlı bir içerik için ileri bir tarih ve saat gerekir.',
  'Only a scheduled content has a planned date and time.': 'Yalnızca planlı bir içeriğin planlanan tarihi ve saati olur.',
  'Send the chunk as application/offset+octet-stream.': 'Parçayı application/offset+octet-stream olarak gönderin.',
  'The file is larger than the largest upload accepted.': 'Dosya, kabul edilen en büyük yükleme boyutundan büyük.',
  'The file is not a video.': 'Dosya bir video değil.',
  'This content already has a file.': 'Bu içeriğin zaten bir dosyası var.',
  'The video’s file is still arriving or being processed.': 'Videonun dosyası hâlâ yükleniyor ya da işleniyor.',
  'Upload-Length is required.': 'Upload-Length gerekli.',
  'No such upload.': 'Böyle bir yükleme yok.',
  'The selected thumbnail of {} cannot be deleted; select another one first.': '{0} videosunun seçili küçük resmi silinemez; önce başka birini seçin.',
  'The video does not exist.': 'Video bulunamadı.',
  'The video has no uploaded file to take frames from.': 'Videonun kare alınacak yüklenmiş bir dosyası yok.',
  'Every video must be a video of the playlist’s channel.': 'Her video, oynatma listesinin kanalına ait olmalı.',
  'The {} does not exist.': '{0} bulunamadı.',
  'This {} already has a {} translation.': 'Bu {0} için {1} çevirisi zaten var.',
  'Send the image as the multipart field "file".': 'Görseli multipart "file" alanında gönderin.',
  'The file is not a JPEG, PNG, GIF or WebP image.': 'Dosya JPEG, PNG, GIF ya da WebP görseli değil.',
  // captions.ts
  'Cue {} ({}) is empty.': '{0}. altyazı ({1}) boş.',
  'Cue {} ({}) ends before it starts.': '{0}. altyazı ({1}) başlamadan bitiyor.',
  'Cue {} ({}) overlaps the one before it.': '{0}. altyazı ({1}) öncekiyle çakışıyor.',
  'Cue {} ({}) ends after the video’s end.': '{0}. altyazı ({1}) videonun sonundan sonra bitiyor.',
  'The cues are not valid.': 'Altyazılar geçerli değil.',
  'This video already has a track of this kind in this language.': 'Bu videonun bu dilde bu türden bir altyazısı zaten var.',
  'The track is still being processed.': 'Altyazı hâlâ işleniyor.',
  'Only a draft track can be published.': 'Yalnızca taslak altyazı yayımlanabilir.',
  'The track is not published.': 'Altyazı yayında değil.',
  'format must be srt or vtt.': 'format srt ya da vtt olmalı.',
  'The track has no cues yet.': 'Altyazının henüz satırı yok.',
  'The file has no cues.': 'Dosyada altyazı yok.',
  'Line {}: the WEBVTT header is missing.': 'Satır {0}: WEBVTT başlığı eksik.',
  'Line {}: a timestamp is malformed.': 'Satır {0}: bir zaman damgası hatalı.',
  'Line {}: a cue has no timing line.': 'Satır {0}: bir altyazının zaman satırı yok.',
  'Line {}: a cue ends before it starts.': 'Satır {0}: bir altyazı başlamadan bitiyor.',
  'Line {}: a cue overlaps the one before it.': 'Satır {0}: bir altyazı öncekiyle çakışıyor.',
  "Line {}: a cue ends after the video's end.": 'Satır {0}: bir altyazı videonun sonundan sonra bitiyor.',
  'Line {}: a cue is empty.': 'Satır {0}: bir altyazı boş.',
  'Line {}: a cue setting is not valid.': 'Satır {0}: bir altyazı ayarı geçersiz.',
  'Line {}: a line is too long.': 'Satır {0}: bir satır çok uzun.',
  'Line {}: a cue has too many lines.': 'Satır {0}: bir altyazıda çok fazla satır var.',
  'Line {}: a cue is too fast to read.': 'Satır {0}: bir altyazı okunamayacak kadar hızlı.',
  // documents.ts
  'Files of type {} are not accepted.': '{0} türündeki dosyalar kabul edilmiyor.',
  'Send the document as multipart form data.': 'Belgeyi multipart form verisi olarak gönderin.',
  'Send the document as the multipart field "file".': 'Belgeyi multipart "file" alanında gönderin.',
  'The file is larger than 20 MB.': 'Dosya 20 MB’tan büyük.',
  'documentType must be one of {}.': 'documentType şunlardan biri olmalı: {0}.',
  // parameters.ts, master-data.ts, products.ts
  'A {} named {} already exists.': '{1} adında bir {0} zaten var.',
  'The name cannot be empty.': 'Ad boş olamaz.',
  '{} is used by {} and cannot be deleted; make it passive instead.': '{0}, {1} tarafından kullanılıyor ve silinemez; bunun yerine pasif yapın.',
  'The {} {} is passive and cannot be chosen.': '{0} {1} pasif olduğu için seçilemez.',
  'The license end date must be on or after the license start date.': 'Lisans bitiş tarihi, başlangıç tarihiyle aynı ya da daha sonra olmalı.',
  'The publication end year must be the same as or after the publication start year.': 'Yayın bitiş yılı, başlangıç yılıyla aynı ya da daha sonra olmalı.',
  // master-data.ts: the lists' Trash ({} is the record kind: product, company, licensor …)
  'This {} is not in the Trash.': 'Bu {0} Çöp Kutusu’nda değil.',
  // products.ts names a missing reference (the template's `{0} bulunamadı.` would start in lower case)
  'The producer does not exist.': 'Yapımcı bulunamadı.',
  'The licensor does not exist.': 'Lisans veren bulunamadı.',
  'The director does not exist.': 'Yönetmen bulunamadı.',
  // notifications.ts, notification.ts
  'The id is not a UUID.': 'Kimlik bir UUID değil.',
  'index, size (1 to 50) or isRead is not valid.': 'index, size (1–50) ya da isRead geçerli değil.',
  "Notification kind '{}' is listed twice.": "'{0}' bildirim türü iki kez listelenmiş.",
  "Unknown notification kind '{}'.": "Bilinmeyen bildirim türü: '{0}'.",
  // reports.ts, dashboard.ts
  'No report {}.': '{0} raporu yok.',
  'channelId must be a UUID.': 'channelId bir UUID olmalı.',
  'endDate must not be before startDate.': 'endDate, startDate’ten önce olamaz.',
  'metric must be views, revenue or subscribers and limit 1 to 10.': 'metric views, revenue ya da subscribers; limit 1 ile 10 arasında olmalı.',
  'name must have 1 to 200 characters.': 'name 1 ile 200 karakter arasında olmalı.',
  'startDate and endDate are required (YYYY-MM-DD) and endDate is not before startDate.':
    'startDate ve endDate (YYYY-AA-GG) gerekli ve endDate, startDate’ten önce olamaz.',
  'year must be between 2000 and 2100.': 'year 2000 ile 2100 arasında olmalı.',
  // upload/tus-state.ts, upload/simulated-transport.ts (the browser host's upload transport)
  'The upload was cancelled.': 'Yükleme iptal edildi.',
  'The upload is at offset {}.': 'Yükleme {0}. baytta.',
  'The whole file arrived: delete the video from the videos list instead.': 'Dosyanın tamamı geldi: videoyu bunun yerine video listesinden silin.',
  'The upload request was aborted.': 'Yükleme isteği durduruldu.',
  'The connection dropped.': 'Bağlantı koptu.',
  // server/main.ts, server/static-files.ts (the Node host, before or outside the handlers)
  'The request could not be read.': 'İstek okunamadı.',
  'The request body could not be read.': 'İsteğin gövdesi okunamadı.',
  'The request headers are too large.': 'İsteğin başlıkları çok büyük.',
  'The request took too long to arrive.': 'İsteğin gelmesi çok uzun sürdü.',
  'The request path is not valid.': 'İstek yolu geçerli değil.',
  'The mock gateway failed on this request.': 'Mock ağ geçidi bu istekte hata verdi.',
  'The mock gateway has no answer for {} {}.': 'Mock ağ geçidinin {0} {1} için bir yanıtı yok.',
  'The method {} is not allowed here.': '{0} yöntemine burada izin verilmiyor.',
  'Not found.': 'Bulunamadı.',
  // hub/hub.ts (SignalR protocol errors and close reasons)
  'The access token is missing, expired or not for this user.': 'Erişim belirteci yok, süresi dolmuş ya da bu kullanıcıya ait değil.',
  'The message is not valid JSON hub protocol.': 'Mesaj geçerli bir JSON hub protokolü mesajı değil.',
  'The requested protocol {} is not available.': 'İstenen {0} protokolü kullanılamıyor.',
  'The requested protocol is not available.': 'İstenen protokol kullanılamıyor.',
  'A test notification may only be sent to yourself.': 'Test bildirimi yalnızca kendinize gönderilebilir.',
  'The hub has no method {}.': 'Hub’da {0} adında bir yöntem yok.',
  'The mock gateway dropped the connection.': 'Mock ağ geçidi bağlantıyı kesti.',
  'The mock gateway is refusing connections for a while.': 'Mock ağ geçidi bir süre bağlantı kabul etmiyor.',
  'The job is still running.': 'İş hâlâ sürüyor.',
  'Nothing of this job failed.': 'Bu işin başarısız olan bir öğesi yok.',
  'A revert cannot be reverted; run the change again instead.': 'Bir geri alma işi geri alınamaz; değişikliği yeniden çalıştırın.',
  'This job was reverted already.': 'Bu iş zaten geri alındı.',
  'This job changed nothing.': 'Bu iş hiçbir şeyi değiştirmedi.',
  // video-import.ts (a row of an import the video cannot take)
  'The scheduled time must be in the future.': 'Yayın zamanı gelecekte olmalı.',
  'A published or blocked video cannot be scheduled.': 'Yayınlanmış ya da engellenmiş bir video zamanlanamaz.',
  'A scheduled video stays private until its time; its visibility must be private.':
    'Zamanlanan video, zamanı gelene kadar özel kalır; görünürlüğü “özel” olmalı.',
  '{} changed the video after this file was prepared.': '{0}, bu dosya hazırlandıktan sonra videoyu değiştirdi.',
  'The video changed after this file was prepared.': 'Video, bu dosya hazırlandıktan sonra değişti.',
  'Row {} names a video an earlier row names already.': '{0}. satır, önceki bir satırın adını verdiği videoyu yeniden veriyor.',
  'The client closed the connection.': 'İstemci bağlantıyı kapattı.',
  // playlists.ts, video-trash.ts (the Trash)
  'This playlist is not in the Trash.': 'Bu oynatma listesi Çöp Kutusu’nda değil.',
  'This video was not removed from this playlist.': 'Bu video bu oynatma listesinden çıkarılmadı.',
  'This user was not removed from this channel.': 'Bu kullanıcı bu kanaldan çıkarılmadı.',
  'This video is not in the Trash.': 'Bu video Çöp Kutusu’nda değil.',
  // documents.ts (the Trash)
  'This document is not in the Trash.': 'Bu belge Çöp Kutusu’nda değil.',
  // thumbnails.ts (the Trash)
  'This thumbnail is not in the Trash.': 'Bu küçük resim Çöp Kutusu’nda değil.',
  'This caption track is not in the Trash.': 'Bu altyazı parçası Çöp Kutusu’nda değil.',
  'The video of this caption track is deleted; restore the video first.': 'Bu altyazı parçasının videosu silinmiş; önce videoyu geri getirin.',
  'The video of this thumbnail is deleted; restore the video first.': 'Bu küçük resmin videosu silinmiş; önce videoyu geri getirin.',
  // translations.ts (the Trash)
  'This translation is not in the Trash.': 'Bu çeviri Çöp Kutusu’nda değil.',
  'The item of this translation is deleted; restore the item first.': 'Bu çevirinin öğesi silinmiş; önce öğeyi geri getirin.',
  'Its item has a translation in this language again; the deleted one cannot come back beside it.':
    'Öğesinin bu dilde yeniden bir çevirisi var; silinen çeviri onun yanına geri gelemez.',
  // cms.ts, cms-trash.ts (the Trash of CMS accounts and policies)
  'This CMS account is not in the Trash.': 'Bu CMS hesabı Çöp Kutusu’nda değil.',
  'This policy is not in the Trash.': 'Bu politika Çöp Kutusu’nda değil.',
  'Another CMS account has the key {} now. Nothing was restored.': '{0} anahtarı artık başka bir CMS hesabında. Hiçbiri geri yüklenmedi.',
  'The CMS account of the policy {} is in the Trash: restore it first. Nothing was restored.':
    '{0} politikasının CMS hesabı Çöp Kutusu’nda: önce onu geri yükleyin. Hiçbiri geri yüklenmedi.',
  'The CMS account has another policy named {} now. Nothing was restored.': 'CMS hesabında artık {0} adında başka bir politika var. Hiçbiri geri yüklenmedi.',
  '{} is the match policy of its CMS account: choose another in the CMS settings first. Nothing was deleted.':
    '{0}, CMS hesabının eşleşme politikası: önce CMS ayarlarında başka bir politika seçin. Hiçbiri silinmedi.',
  // claims.ts (the claims desk's legal moves)
  'Claim not found.': 'Talep bulunamadı.',
  'The claim has expired and can only be read.': 'Talebin süresi doldu; yalnızca görüntülenebilir.',
  'A released claim cannot be disputed.': 'Serbest bırakılmış bir talebe itiraz edilemez.',
  'Only a potential or active claim can be disputed.': 'Yalnızca olası ya da etkin bir talebe itiraz edilebilir.',
  'Only a disputed, appealed or released claim can be reinstated.':
    'Yalnızca itiraz edilmiş, temyiz edilmiş ya da serbest bırakılmış bir talep eski haline getirilebilir.',
  'The claim is already released.': 'Talep zaten serbest bırakılmış.',
  'A reason is required to dispute or reinstate a claim.': 'Talebe itiraz etmek ya da eski haline getirmek için bir gerekçe gerekli.',
  "The policy is not one of the claim's CMS policies.": 'Politika, talebin CMS hesabının politikalarından biri değil.',
  // claim-jobs.ts (claim moves as jobs: the preview and the revert)
  'Changed by {} since the list was read.': 'Liste okunduktan sonra {0} tarafından değiştirildi.',
  'Changed since the list was read.': 'Liste okunduktan sonra değiştirildi.',
  'Reinstating makes a released claim active; it was not active before the job, so it stays released.':
    'Eski haline getirme, serbest bırakılmış bir talebi etkin yapar; talep işten önce etkin olmadığı için serbest bırakılmış olarak kalır.',
  'The excluded segments stay excluded: a release with exclusion cannot be reverted.':
    'Hariç tutulan bölümler hariç kalır: hariç tutarak serbest bırakma geri alınamaz.',
  'A dispute cannot be withdrawn: the claimant answers it.': 'Bir itiraz geri çekilemez: talep sahibi yanıtlar.',
  'No move puts an active claim back into dispute or appeal.': 'Etkin bir talebi yeniden itiraz ya da temyiz durumuna getiren bir işlem yok.',
}

/** Names of records and kinds that messages are built from (`notFound('User')`, `The ${label} …`). */
export const TURKISH_TERMS: Record<string, string> = {
  User: 'Kullanıcı',
  Account: 'Hesap',
  Role: 'Rol',
  'Audit event': 'Denetim kaydı',
  Organization: 'Organizasyon',
  Policy: 'Politika',
  Claim: 'Talep',
  Job: 'İş',
  Notification: 'Bildirim',
  'One of the notifications': 'Bildirimlerden biri',
  'One of the deleted notifications': 'Silinen bildirimlerden biri',
  'CMS account': 'CMS hesabı',
  'CMS channel': 'CMS kanalı',
  Channel: 'Kanal',
  Video: 'Video',
  'Caption track': 'Altyazı',
  'Short video': 'Kısa video',
  Content: 'İçerik',
  'The content’s video': 'İçeriğin videosu',
  Playlist: 'Oynatma listesi',
  'Playlist video': 'Oynatma listesindeki video',
  Translation: 'Çeviri',
  'Saved view': 'Kayıtlı görünüm',
  Product: 'Ürün',
  Licensor: 'Lisans veren',
  Producer: 'Yapımcı',
  Director: 'Yönetmen',
  Company: 'Şirket',
  'Enum {}': '{0} listesi',
  'Entity type {}': '{0} varlık türü',
  'One of the {} records': '{0} kayıtlarından biri',
  'the product {}': '{0} ürünü',
  'the product {} in the Trash': 'Çöp Kutusu’ndaki {0} ürünü',
  'the CMS {} in the Trash': 'Çöp Kutusu’ndaki {0} CMS hesabı',
  'the CMS {}': '{0} CMS hesabı',
  'the channel {}': '{0} kanalı',
  product: 'ürün',
  licensor: 'lisans veren',
  producer: 'yapımcı',
  director: 'yönetmen',
  company: 'şirket',
  video: 'video',
  playlist: 'oynatma listesi',
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Template {
  pattern: RegExp
  turkish: string
  /** Literal characters: the most specific template wins. */
  weight: number
}

const templates = (catalogue: Record<string, string>): Template[] =>
  Object.entries(catalogue)
    .filter(([english]) => english.includes('{}'))
    .map(([english, turkish]) => ({
      pattern: new RegExp(`^${escape(english).replace(/\\\{\\\}/g, '(.+?)')}$`, 's'),
      turkish,
      weight: english.replace(/\{\}/g, '').length,
    }))
    .sort((a, b) => b.weight - a.weight)

const messageTemplates = templates(TURKISH_MESSAGES)
const termTemplates = templates(TURKISH_TERMS)

function fill(template: Template, match: RegExpExecArray) {
  return template.turkish.replace(/\{(\d)\}/g, (_, index: string) => {
    const value = match[Number(index) + 1] ?? ''
    return translateTerm(value) ?? translateMessage(value) ?? value
  })
}

function lookup(text: string, catalogue: Record<string, string>, list: Template[]): string | null {
  if (Object.hasOwn(catalogue, text)) return catalogue[text]!
  for (const template of list) {
    const match = template.pattern.exec(text)
    if (match) return fill(template, match)
  }
  return null
}

const translateTerm = (text: string) => lookup(text, TURKISH_TERMS, termTemplates)

/** The Turkish of an English message of the gateway, or null when the catalogue has none. */
export const translateMessage = (text: string): string | null => lookup(text, TURKISH_MESSAGES, messageTemplates)

/** True when an Accept-Language value asks for English (en…); Turkish otherwise. */
export const isEnglish = (acceptLanguage: string | null | undefined) => (acceptLanguage ?? '').trim().toLowerCase().startsWith('en')

/** True when the caller asked for English (Accept-Language en…); Turkish otherwise. */
const wantsEnglish = (request: Request) => isEnglish(request.headers.get('accept-language'))

/**
 * An English message of the gateway in the language of `acceptLanguage`, for answers that do not
 * pass through the handlers (the Node host's transport errors, the hub's protocol errors, the
 * browser's simulated upload transport): the catalogue's Turkish, or the text as it is.
 */
export const inLanguage = (message: string, acceptLanguage: string | null | undefined): string =>
  isEnglish(acceptLanguage) ? message : (translateMessage(message) ?? message)

/**
 * The answer in the caller's language: an envelope (`{header: {message}}`) or a token error
 * (`{error_description}`) whose text the catalogue knows is rewritten for a Turkish caller;
 * anything else is returned as it was.
 */
async function localizeResponse(request: Request, response: Response): Promise<Response> {
  if (wantsEnglish(request) || new URL(request.url).pathname.startsWith('/__mock')) return response
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response
  let envelope: unknown
  try {
    envelope = await response.clone().json()
  } catch {
    return response
  }
  const body = envelope as { header?: { message?: unknown }; error_description?: unknown } | null
  let next: object | null = null
  // The envelope's message, or the token endpoint's OAuth error_description.
  if (typeof body?.header?.message === 'string') {
    const turkish = translateMessage(body.header.message)
    if (turkish !== null) next = { ...body, header: { ...body.header, message: turkish } }
  } else if (typeof body?.error_description === 'string') {
    const turkish = translateMessage(body.error_description)
    if (turkish !== null) next = { ...body, error_description: turkish }
  }
  if (next === null) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(next), { status: response.status, statusText: response.statusText, headers })
}

/**
 * Makes every handler answer in its caller's language (see localizeResponse). Applied once to
 * the gateway's handler list, so it holds in both hosts (the page's service worker and the Node
 * host) and in the tests, and handlers keep writing English.
 */
export function localizeHandlers<T extends RequestHandler>(handlers: T[]): T[] {
  for (const handler of handlers) {
    const localized = handler as T & { __localized?: true }
    if (localized.__localized) continue
    localized.__localized = true
    const run = handler.run.bind(handler)
    handler.run = async (args) => {
      const result = await run(args)
      if (result?.response) result.response = await localizeResponse(args.request, result.response)
      return result
    }
  }
  return handlers
}
