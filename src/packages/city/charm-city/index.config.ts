export default definePageConfig({
  navigationBarTitleText: '魅力城市',
  enablePullDownRefresh: false,
  backgroundTextStyle: 'dark',
})
