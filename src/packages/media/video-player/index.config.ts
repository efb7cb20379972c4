export default definePageConfig({
  navigationBarTitleText: '视频播放',
})
