export default definePageConfig({
  navigationBarTitleText: '精彩视频',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
